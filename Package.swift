// swift-tools-version:6.0
import PackageDescription

/// consentsim: a terminal simulator of mobile ad-consent flows (UMP, PAC, ATT, IAB TCF).
/// Layers import only the layers above them: TCF <- Store <- Flow <- Forms <- UI <- Terminal <- Scripting.
let package = Package(
    name: "consentsim",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "consentsim", targets: ["consentsim"]),
        .library(name: "TCF", targets: ["TCF"]),
        .library(name: "Store", targets: ["Store"]),
    ],
    dependencies: [
        // Command-line parsing for the executable only; every library target is dependency-free.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(name: "TCF"),
        .target(name: "Store", dependencies: ["TCF"]),
        .target(name: "Flow", dependencies: ["TCF", "Store"]),
        .executableTarget(
            name: "consentsim",
            dependencies: [
                "TCF",
                "Store",
                "Flow",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "consentsim-bench", dependencies: ["TCF", "Store", "Flow"]),
        .testTarget(name: "TCFTests", dependencies: ["TCF"]),
        .testTarget(name: "StoreTests", dependencies: ["Store", "TCF"]),
        .testTarget(name: "FlowTests", dependencies: ["Flow", "TCF", "Store"]),
    ]
)
