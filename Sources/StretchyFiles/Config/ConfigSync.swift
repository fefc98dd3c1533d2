import ScrollCore

/// What a window knows of its config file since it last read or wrote it, so that saves and
/// reloads merge instead of overwriting: two windows on one `--config` keep each other's changes.
///
/// - A name is *changed here* when the window's value differs from its value at the last sync.
/// - Ctrl+S writes only the names changed here into the file as it is now (`ConfigFile.save`).
/// - A reload takes what the file changed, and keeps what was changed here and not saved yet.
public struct ConfigSync: Sendable, Equatable {
    /// The file's parameter values at the last sync (empty: no file yet).
    public private(set) var fileValues: [String: Double]
    /// The window's value of every parameter at the last sync.
    public private(set) var windowValues: [String: Double]

    public init(fileValues: [String: Double], window: Parameters) {
        self.fileValues = fileValues
        windowValues = Self.values(window)
    }

    /// Before any file was read: every value away from its default counts as changed here (what
    /// Ctrl+S wrote before there was a sync).
    public static func unsynced(_ parameters: Parameters) -> ConfigSync {
        ConfigSync(fileValues: [:], window: Parameters(catalog: parameters.catalog))
    }

    static func values(_ parameters: Parameters) -> [String: Double] {
        Dictionary(uniqueKeysWithValues: parameters.catalog.specs.map { ($0.name, parameters[$0.name]) })
    }

    /// The names whose value the window changed since the last sync, in catalog order. A name the
    /// window did not have then (another design's) counts when it is away from its default.
    public func changedHere(_ current: Parameters) -> [String] {
        current.catalog.specs.map(\.name).filter { name in
            current[name] != (windowValues[name] ?? current.catalog.spec(named: name)?.defaultValue)
        }
    }

    /// The overrides a reload applies: the file's values now, except names changed here that the
    /// file did not change (they keep the window's value, unsaved). Also returns those kept names.
    public func reloadOverrides(fileNow: [String: Double], current: Parameters) -> (overrides: [String: Double], kept: [String]) {
        var overrides = fileNow
        var kept: [String] = []
        for name in changedHere(current) where fileNow[name] == fileValues[name] {
            overrides[name] = current[name]
            kept.append(name)
        }
        return (overrides, kept)
    }

    /// After a reload applied `fileNow`: the kept names stay changed here.
    public mutating func reloaded(fileNow: [String: Double], window: Parameters, kept: [String]) {
        let previous = windowValues
        fileValues = fileNow
        windowValues = Self.values(window)
        for name in kept { windowValues[name] = previous[name] }
    }
}
