import Foundation

/// Finds the shipped `Resources` folder from any working directory: `$STRETCHY_RESOURCES`, else
/// beside an installed executable (`PREFIX/bin/stretchy` → `PREFIX/share/stretchy`, as `make
/// install` lays it out), else the nearest `Resources/ATTRIBUTION.md` walking up from the
/// executable's real path (a checkout's `.build/…/stretchy`), then from the cwd.
public struct ResourceLocator: Sendable, Equatable {
    public let directory: URL

    public init(directory: URL) { self.directory = directory }

    public static let environmentVariable = "STRETCHY_RESOURCES"
    static let markerFile = "ATTRIBUTION.md"

    public static func locate(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executablePath: String? = currentExecutablePath(),
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) throws -> ResourceLocator {
        var searched: [String] = []
        if let explicit = environment[environmentVariable], !explicit.isEmpty {
            let url = URL(fileURLWithPath: explicit).standardizedFileURL
            if hasMarker(url) { return ResourceLocator(directory: url) }
            searched.append("$\(environmentVariable)=\(explicit)")
        }
        if let executablePath {
            // Installed: PREFIX/bin/stretchy finds PREFIX/share/stretchy, wherever PREFIX is.
            let installed = URL(fileURLWithPath: executablePath).deletingLastPathComponent()
                .appendingPathComponent("../share/stretchy").standardizedFileURL
            if hasMarker(installed) { return ResourceLocator(directory: installed) }
            searched.append(installed.path)
        }
        let starts = [executablePath.map { URL(fileURLWithPath: $0).deletingLastPathComponent() },
                      URL(fileURLWithPath: currentDirectory)].compactMap { $0 }
        for start in starts {
            var folder = start.standardizedFileURL
            while true {
                let candidate = folder.appendingPathComponent("Resources")
                if hasMarker(candidate) { return ResourceLocator(directory: candidate) }
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
            searched.append("\(start.path) and its parents")
        }
        throw StageError.resourcesNotFound(searched: searched)
    }

    /// The running executable with symbolic links resolved (`ExecutablePath`).
    public static func currentExecutablePath() -> String? { ExecutablePath.current() }

    private static func hasMarker(_ folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(markerFile).path)
    }

    public func file(_ name: String) -> URL { directory.appendingPathComponent(name) }
    var headerPhoto: URL { file("header.jpg") }
    /// `carousel-1.jpg`, `carousel-2.jpg`, … as many as exist, in order.
    var carouselPhotos: [URL] {
        var photos: [URL] = []
        while FileManager.default.fileExists(atPath: file("carousel-\(photos.count + 1).jpg").path) {
            photos.append(file("carousel-\(photos.count + 1).jpg"))
        }
        return photos
    }
    public var contentFile: URL { file("content.json") }
    public var regularFont: URL { file("fonts/DejaVuSans.ttf") }
    public var boldFont: URL { file("fonts/DejaVuSans-Bold.ttf") }
}
