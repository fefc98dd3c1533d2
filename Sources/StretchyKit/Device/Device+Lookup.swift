import HeaderKit
import ScrollCore

extension Device {
    /// The device called `name` (`--device`, a script's "device"), or an error naming the nearest.
    public static func lookup(_ name: String) throws(StretchyError) -> Device {
        guard let device = Device.named(name) else {
            let names = Device.all.map(\.name)
            throw .badInput("--device: unknown device '\(name)' \(NearestNames.hint(name, among: names, listedBy: "`stretchy devices`"))")
        }
        return device
    }
}
