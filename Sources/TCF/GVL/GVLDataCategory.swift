/// A category of data a vendor may declare it collects (GVL v3 `dataCategories`, e.g. 1 "IP addresses").
public struct GVLDataCategory: Hashable, Sendable, Identifiable {
    /// The 1-based category id, referenced by `GVLVendor.dataDeclaration`.
    public var id: Int
    /// The standard name.
    public var name: String
    /// The standard description.
    public var description: String

    /// A data category.
    public init(id: Int, name: String, description: String) {
        self.id = id
        self.name = name
        self.description = description
    }
}
