// swift-tools-version:6.0
import PackageDescription

/// Release builds of the targets outside the TCF and Store products call generic types' metadata
/// accessors directly instead of instantiating the types from mangled names. From a mangled name the
/// runtime finds each protocol conformance a type needs (a dictionary's `Hashable` key) by scanning
/// every conformance in the binary, about 0.4 million instructions a lookup: 6.5 of the 37.5 million
/// instructions of `consentsim run` to its first frame (issue 13). Unsafe flags are refused in packages
/// used as dependencies, hence not on TCF, Store and Basics, which other packages may use.
let directMetadataAccess: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release)),
]

/// consentsim: a terminal simulator of mobile ad-consent flows (UMP, PAC, ATT, IAB TCF).
/// Layers import only the layers above them: Basics <- TCF, Store <- Flow <- Forms <- UI <- Terminal <- Scripting.
let package = Package(
    name: "consentsim",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "consentsim", targets: ["consentsim"]),
        .library(name: "TCF", targets: ["TCF"]),
        .library(name: "Store", targets: ["Store"]),
    ],
    dependencies: [
        // Command-line parsing for the executable only; every library target but Forms is dependency-free.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // YAML for the forms/ files, read through its node API because every node carries its
        // line:column mark, so validation errors can name file:line:column (Forms target only).
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        // The platform layer under everything: the C library import, the bounded input reader,
        // checked standard output and the message sanitizer. Knows nothing about consent.
        .target(name: "Basics"),
        .target(name: "TCF", dependencies: ["Basics"]),
        .target(name: "Store", dependencies: ["Basics"]),
        .target(name: "Flow", dependencies: ["Basics", "TCF", "Store"], swiftSettings: directMetadataAccess),
        .target(name: "Forms", dependencies: ["Basics", "TCF", "Flow", .product(name: "Yams", package: "Yams")], swiftSettings: directMetadataAccess),
        .target(name: "UI", dependencies: ["Basics", "TCF", "Store", "Flow", "Forms"], swiftSettings: directMetadataAccess),
        .systemLibrary(name: "CNcursesw", pkgConfig: "ncursesw", providers: [.apt(["libncurses-dev"])]),
        .target(name: "Terminal", dependencies: ["UI", "CNcursesw"], swiftSettings: directMetadataAccess),
        // The keystroke-script language, the headless player, snapshots and reports.
        .target(name: "Scripting", dependencies: ["Basics", "TCF", "Store", "Flow", "Forms", "UI"], swiftSettings: directMetadataAccess),
        .executableTarget(
            name: "consentsim",
            dependencies: [
                "Basics",
                "TCF",
                "Store",
                "Flow",
                "Forms",
                "UI",
                "Terminal",
                "Scripting",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: directMetadataAccess
        ),
        // The seeded mutation fuzzer for the script parser and the form loader (`.ci/run` runs it briefly).
        .executableTarget(name: "consentsim-fuzz", dependencies: ["Basics", "Forms", "Scripting", "ConsentsimTestSupport"]),
        .executableTarget(name: "consentsim-bench", dependencies: ["TCF", "Store", "Flow", "Forms", "UI", "Scripting", "ConsentsimTestSupport"]),
        // Test-only code, in no product: temp directories and process spawning for tests that run the
        // built binary, the tmux driver, and the benchmark fixtures the bench and the tests share.
        .target(name: "ConsentsimTestSupport", dependencies: ["Basics", "TCF", "Store", "Flow", "Forms", "UI", "Scripting"]),
        .testTarget(name: "TCFTests", dependencies: ["Basics", "TCF", "ConsentsimTestSupport"]),
        // The fast path of `consentsim run` is compared with ArgumentParser in-process (`@testable import consentsim`).
        .testTarget(name: "CLITests", dependencies: ["Basics", "TCF", "Forms", "UI", "ConsentsimTestSupport", "consentsim"], exclude: ["Fixtures"]),
        .testTarget(name: "BasicsTests", dependencies: ["Basics"]),
        .testTarget(name: "StoreTests", dependencies: ["Basics", "Store", "TCF", "ConsentsimTestSupport"]),
        .testTarget(name: "FlowTests", dependencies: ["Basics", "Flow", "TCF", "Store", "ConsentsimTestSupport"]),
        .testTarget(name: "FormsTests", dependencies: ["Basics", "Forms", "TCF"]),
        .testTarget(name: "UITests", dependencies: ["UI", "Flow", "Forms", "Store", "TCF", "ConsentsimTestSupport"], exclude: ["__snapshots__"]),
        // The scripts' tests run the player in-process and the real binary (the dependency makes `swift test` build it).
        .testTarget(name: "ScriptingTests", dependencies: ["Basics", "Scripting", "UI", "Flow", "Forms", "Store", "TCF", "ConsentsimTestSupport", "consentsim"]),
        // The tmux end-to-end tests run the real `consentsim run` (the dependency makes `swift test` build it).
        .testTarget(name: "TerminalTests", dependencies: [
            "Basics", "UI", "Terminal", "CNcursesw", "Store", "TCF", "Flow", "Forms", "Scripting", "ConsentsimTestSupport", "consentsim",
        ]),
    ]
)
