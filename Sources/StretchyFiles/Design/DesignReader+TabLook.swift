import HeaderKit
import StretchyKit

extension DesignReader {
    /// A `tabs` layer's look (`indicator`, `color`, `selectedColor`); nil when it gives none.
    func tabLook(_ value: JSONValue, at path: String) throws(StretchyError) -> TabStripLook? {
        guard value["indicator"] != nil || value["color"] != nil || value["selectedColor"] != nil else { return nil }
        var look = TabStripLook()
        look.color = try movableColor(value["color"], at: "\(path).color", default: look.color)
        look.selectedColor = try movableColor(value["selectedColor"], at: "\(path).selectedColor", default: look.selectedColor)
        if let indicator = value["indicator"] {
            let at = "\(path).indicator"
            json.noteUnknownMembers(try json.object(indicator, at: at), known: ["style", "color", "height", "width"], at: at)
            look.style = try choice(indicator["style"], at: "\(at).style", default: TabStripLook.IndicatorStyle.underline)
            look.width = try choice(indicator["width"], at: "\(at).width", default: TabStripLook.IndicatorWidth.text)
            if indicator["color"] != nil { look.indicatorColor = try movableColor(indicator["color"], at: "\(at).color", default: SystemColor.systemBlue) }
            if let height = indicator["height"] {
                let points = try json.number(height, at: "\(at).height")
                guard points > 0, points <= 100 else { throw json.fail("\(at).height", "must be above 0 and at most 100 points") }
                look.indicatorHeight = points
            }
        }
        return look
    }
}
