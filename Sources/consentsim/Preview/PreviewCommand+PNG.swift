import FoundationEssentials

extension PreviewCommand {
    /// `--format png`: every SVG picture rasterised to `<lang>/<size>/<screen>.png` under `directory`.
    func writePNGs(_ svgs: [(path: String, contents: String)], to directory: String) throws {
        let rasterizer = try PNGRasterizer.find()
        let root = URL(fileURLWithPath: directory)
        for svg in svgs {
            let url = root.appendingPathComponent(String(svg.path.dropLast(3)) + "png")
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            } catch {
                throw CLIError("\(directory): cannot write the preview: \(PreviewOutput.reason(error, directory: directory))")
            }
            try rasterizer.rasterize(svg: svg.contents, to: url)
        }
        writeOutput("wrote \(svgs.count) files to \(directory)\n")
    }
}
