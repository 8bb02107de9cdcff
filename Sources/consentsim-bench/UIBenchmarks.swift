import ConsentsimTestSupport

/// Benchmarks of the rendering layer (the target: handle a key and repaint < 1 ms at 120x40).
enum UIBenches {
    static var all: [Benchmark] {
        nonisolated(unsafe) var screen = SampleVendorScreen()
        return [
            Benchmark(name: "ui.key-and-repaint-120x40", unit: "key", targetNanoseconds: 1_000_000) {
                UIBenchmarks.handleKeyAndRender(&screen, key: .down, width: 120, height: 40)
            },
            Benchmark(name: "ui.render-120x40", unit: "frame") { UIBenchmarks.renderSampleScreen(width: 120, height: 40) },
        ]
    }
}
