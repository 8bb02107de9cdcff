/// A stack: a GVL-defined combination of purposes and special features a CMP may present as one item.
public struct GVLStack: Hashable, Sendable, Identifiable {
    /// The 1-based stack id.
    public var id: Int
    /// The purposes the stack stands for.
    public var purposes: IDSet
    /// The special features the stack stands for.
    public var specialFeatures: IDSet
    /// The standard stack name.
    public var name: String
    /// The standard stack description.
    public var description: String

    /// A stack.
    public init(id: Int, purposes: IDSet, specialFeatures: IDSet, name: String, description: String) {
        self.id = id
        self.purposes = purposes
        self.specialFeatures = specialFeatures
        self.name = name
        self.description = description
    }
}
