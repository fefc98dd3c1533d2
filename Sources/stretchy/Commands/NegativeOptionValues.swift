/// swift-argument-parser reads `--rows -1` as the option `--rows` followed by an option `-1`, and
/// says "Missing value for '--rows'". A negative number after a long option is its value: joined
/// as `--rows=-1`, the option's own range check names what it takes.
enum NegativeOptionValues {
    static func joined(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument.hasPrefix("--"), argument.count > 2, !argument.contains("="), index + 1 < arguments.count,
               isNegativeNumber(arguments[index + 1]) {
                result.append("\(argument)=\(arguments[index + 1])")
                index += 2
                continue
            }
            result.append(argument)
            index += 1
        }
        return result
    }

    /// "-1", "-0.5", "-1e3": a leading minus and then a number.
    static func isNegativeNumber(_ text: String) -> Bool {
        text.hasPrefix("-") && text.count > 1 && Double(text) != nil
    }
}
