// swift-tools-version:6.0
import PackageDescription

// ncursesw for the terminal UI. On Linux its headers and libraries are in the default search paths
// (Debian's libncurses-dev), so pkg-config is not asked: the flags it reports, -D_DEFAULT_SOURCE and
// -D_XOPEN_SOURCE=600, are ones SwiftPM refuses with a warning on every build (shim.h switches the
// wide-character API on itself), and the one library it adds, tinfo (setupterm), is linked by name.
// Elsewhere (Homebrew's ncurses) pkg-config finds them.
#if os(Linux)
let ncursesw = Target.systemLibrary(name: "CNcursesw", providers: [.apt(["libncurses-dev"])])
let ncurseswLinking: [LinkerSetting] = [.linkedLibrary("tinfo")]
#else
let ncursesw = Target.systemLibrary(name: "CNcursesw", pkgConfig: "ncursesw", providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])])
let ncurseswLinking: [LinkerSetting] = []
#endif

// Test hooks (an environment variable that crashes the terminal loop on purpose, a hidden repeat count)
// are compiled into debug builds only, which `swift test` runs; a release build, the shipped one
// included, has none of them.
let testHooks: [SwiftSetting] = [.define("CONSENTSIM_TEST_HOOKS", .when(configuration: .debug))]

/// consentsim: a terminal simulator of mobile ad-consent flows (UMP, PAC, ATT, IAB TCF).
/// Layers import only the layers above them: Basics <- TCF, Store <- Flow (the engine) <- Forms (on YAML) <- Screens
/// (drawing) <- Simulation (the application core) <- Pictures (phone pictures, preview, export), and on those side by
/// side Terminal (the ncurses front end) and Scripting (the headless player), which meet only in the executable.
/// Of the shipped modules, only the executable uses Doctor (on Flow) and Browser (the Chromium driver, on Basics).
/// The Architecture article lists every target with its dependencies; a test keeps the two equal.
let package = Package(
    name: "consentsim",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "consentsim", targets: ["consentsim"]),
        .library(name: "TCF", targets: ["TCF"]),
        .library(name: "Store", targets: ["Store"]),
    ],
    dependencies: [
        // Versions are pinned here, exactly: Package.resolved is not committed (it is written by the first
        // build). Command-line parsing for the executable only; every library target is dependency-free.
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        // `swift package generate-documentation --target consentsim` builds the catalog (a plugin: no target links it).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"),
    ],
    targets: [
        // The layer under everything: the C library import, the bounded input reader, checked standard
        // output, the message sanitizer, JSON, civil dates and ISO-8601, XML text escaping, shell quoting
        // and the seeded generator. Knows nothing about consent.
        .target(name: "Basics"),
        // The headless Chromium driver (DevTools over a pipe) that turns SVG pictures into PNG.
        .target(name: "Browser", dependencies: ["Basics"]),
        .target(name: "TCF", dependencies: ["Basics"]),
        .target(name: "Store", dependencies: ["Basics"]),
        // The engine: the UMP, PAC and ATT flows, the app's state and reducer, the serving verdict.
        .target(name: "Flow", dependencies: ["Basics", "TCF", "Store"]),
        // `consentsim doctor`: a real device's stored values (key=value dumps, binary and old-style property
        // lists, device commands) read and judged by the engine's verdict, one device or a fleet.
        .target(name: "Doctor", dependencies: ["Basics", "TCF", "Store", "Flow"]),
        // YAML for the forms/ files: the system libyaml's events composed into nodes that carry their
        // line:column marks, so validation errors can name file:line:column (Forms target only).
        .systemLibrary(name: "CLibYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        .target(name: "YAML", dependencies: ["Basics", "CLibYAML"]),
        .target(name: "Forms", dependencies: ["Basics", "TCF", "Flow", "YAML"]),
        // The terminal screens as pure drawing: the cell canvas, frames with their focus stops, geometry,
        // terminal text, keys, the widgets and every SDK's screens (UMP pages with their model, PAC, ATT, Home).
        .target(name: "Screens", dependencies: ["Basics", "TCF", "Store", "Flow", "Forms"]),
        // The application core: the simulator's state, reducer and runtime, its key bindings and settings,
        // the layout cache, and the watched form.
        .target(name: "Simulation", dependencies: ["Basics", "TCF", "Store", "Flow", "Forms", "Screens"]),
        // Pictures of the screens: phone pictures, the SVG/PNG/HTML preview gallery, and the ANSI and SVG exports.
        .target(name: "Pictures", dependencies: ["Basics", "TCF", "Flow", "Forms", "Screens", "Simulation"]),
        ncursesw,
        .target(
            name: "Terminal", dependencies: ["Screens", "Simulation", "Pictures", "CNcursesw"], swiftSettings: testHooks,
            linkerSettings: ncurseswLinking),
        // The keystroke-script language, the headless player, snapshots and reports.
        .target(name: "Scripting", dependencies: ["Basics", "TCF", "Store", "Flow", "Forms", "Screens", "Simulation", "Pictures"]),
        .executableTarget(
            name: "consentsim",
            dependencies: [
                "Basics",
                "TCF",
                "Store",
                "Flow",
                "Doctor",
                "Forms",
                "Screens",
                "Simulation",
                "Pictures",
                "Browser",
                "Terminal",
                "Scripting",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: testHooks
            // A shipped binary's release flags (start-up layout, direct metadata access, DT_RELR) are
            // given by scripts/dev/build-shipped.sh on the command line, so they reach every module,
            // the TCF and Store products and ArgumentParser included (the Performance article, "A shipped binary").
        ),
        // The seeded, structure-aware fuzzer over every reader of input (`.ci/run` runs it briefly).
        .executableTarget(name: "consentsim-fuzz", dependencies: ["Basics", "ConsentsimTestSupport"]),
        .executableTarget(
            name: "consentsim-bench",
            dependencies: [
                "TCF", "Store", "Flow", "Doctor", "Forms", "Screens", "Simulation", "Pictures", "Browser", "Scripting", "ConsentsimTestSupport",
            ]),
        // Writes the one generated file of the shipped forms from forms/ (`scripts/dev/regenerate.sh` runs it).
        .executableTarget(name: "consentsim-embed-forms", dependencies: ["Basics", "TCF", "Forms"]),
        // Test-only code, in no product: temp directories and process spawning for tests that run the
        // built binary, the tmux driver, and the benchmark fixtures the bench and the tests share.
        .target(
            name: "ConsentsimTestSupport",
            dependencies: ["Basics", "TCF", "Store", "Flow", "Doctor", "Forms", "Screens", "Simulation", "Pictures", "Scripting"]),
        .testTarget(name: "TCFTests", dependencies: ["Basics", "TCF", "ConsentsimTestSupport"]),
        // The fast path of `consentsim run` is compared with ArgumentParser in-process (`@testable import consentsim`).
        .testTarget(
            name: "CLITests", dependencies: ["Basics", "TCF", "Forms", "Screens", "Simulation", "Pictures", "ConsentsimTestSupport", "consentsim"],
            exclude: ["Fixtures"]),
        .testTarget(name: "BasicsTests", dependencies: ["Basics", "Browser", "ConsentsimTestSupport"]),
        .testTarget(name: "YAMLTests", dependencies: ["Basics", "YAML"]),
        .testTarget(name: "StoreTests", dependencies: ["Basics", "Store", "ConsentsimTestSupport"]),
        .testTarget(name: "FlowTests", dependencies: ["Basics", "Flow", "Doctor", "TCF", "Store", "ConsentsimTestSupport"]),
        .testTarget(name: "FormsTests", dependencies: ["Basics", "Forms", "TCF", "ConsentsimTestSupport", "consentsim-embed-forms"]),
        .testTarget(
            name: "UITests", dependencies: ["Basics", "Screens", "Simulation", "Pictures", "Flow", "Forms", "Store", "TCF", "ConsentsimTestSupport"],
            exclude: ["__snapshots__"]),
        // The scripts' tests run the player in-process and the real binary (the dependency makes `swift test` build it).
        .testTarget(
            name: "ScriptingTests",
            dependencies: [
                "Basics", "Scripting", "Screens", "Simulation", "Flow", "Doctor", "Forms", "Store", "TCF", "ConsentsimTestSupport", "consentsim",
            ]),
        // The tmux end-to-end tests run the real `consentsim run` (the dependency makes `swift test` build it).
        .testTarget(name: "TerminalTests", dependencies: [
            "Basics", "Screens", "Simulation", "Terminal", "CNcursesw", "Store", "TCF", "Flow", "Forms", "Scripting", "ConsentsimTestSupport", "consentsim",
        ]),
    ]
)
