import Forms
import UI

/// Benchmarks of `consentsim preview` (the target: the default form in all 7 languages at 80x24 and
/// 120x40 as SVG, 224 pictures, < 1 s).
enum PreviewBenches {
    static var all: [Benchmark] {
        let form = FormLibrary.defaultForm
        let sizes = [Size(width: 80, height: 24), Size(width: 120, height: 40)]
        return [
            Benchmark(name: "preview.default-svg-7x2", unit: "preview", targetNanoseconds: 1_000_000_000) {
                try PreviewBatch(form: form, languages: form.languages.list, sizes: sizes).files(.svg).count
            }
        ]
    }
}
