import Foundation

/// Finds the shipped `Resources` folder from any working directory: `$STRETCHY_RESOURCES`, else the
/// nearest `Resources/ATTRIBUTION.md` walking up from the executable's real path, then from the cwd.
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

    /// The running executable with symbolic links resolved (`/proc/self/exe` on Linux).
    public static func currentExecutablePath() -> String? {
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return resolved
        }
        return CommandLine.arguments.first.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
    }

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
