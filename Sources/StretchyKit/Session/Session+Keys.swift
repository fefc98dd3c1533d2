import HeaderKit
import ScrollCore
import ScrollPhysics

extension Session {
    /// The fixed key map (README's key table). Keys that change the model are handled here; the
    /// rest come back as effects for the shell (screenshot, HUD, help, record, save, quit).
    mutating func handleKey(_ press: KeyPress, at seconds: Double) -> [SessionEffect] {
        switch press.key {
        case .s: return [press.control ? .saveConfiguration : .screenshot]
        case .h: return [.toggleHUD]
        case .t: return [.toggleTouches]
        case .e: return [.exportCode]
        case .question, .f1: return [.toggleHelp]
        case .r: return [.toggleRecording]
        case .escape, .q: return [.quit]
        case .slash where press.shift: return [.toggleHelp]
        case .tab:
            tuner.select(offset: press.shift ? -1 : 1)
            return [.toast(selectedParameterDescription)]
        case .plus, .equals: return adjustSelected(direction: 1, press, at: seconds)
        case .minus: return adjustSelected(direction: -1, press, at: seconds)
        case .digit0:
            if press.shift {
                var reset = parameters
                reset.resetAll()
                setParameters(reset, at: seconds)
                return [.toast("all parameters reset")]
            }
            var reset = parameters
            reset.reset(tuner.selectedName)
            setParameters(reset, at: seconds)
            return [.toast(selectedParameterDescription)]
        case .b: return toggle(PhysicsParameter.bounces, at: seconds)
        case .p: return toggle(PhysicsParameter.pagingEnabled, at: seconds)
        case .d:
            let fast = DecelerationRate.isNearerNormal(parameters[PhysicsParameter.decelerationRate])
            let rate = fast ? DecelerationRate.fast : DecelerationRate.normal
            return setting(PhysicsParameter.decelerationRate, to: rate, at: seconds,
                           toast: "decelerationRate \(fast ? "fast" : "normal") \(ParameterSpec.format(rate))")
        case .m:
            let slow = parameters[PhysicsParameter.animationSlowdown] == 1
            return setting(PhysicsParameter.animationSlowdown, to: slow ? 10 : 1, at: seconds, toast: slow ? "slow motion ×10" : "slow motion off")
        case .k:
            keyboardShown.toggle()
            applyContentInset(animated: true, at: seconds)
            return [.toast(keyboardShown ? "keyboard shown (bottom inset 336)" : "keyboard hidden")]
        case .leftBracket, .rightBracket:
            let names = library.names
            guard !names.isEmpty else { return [] }
            let index = names.firstIndex(of: presetName) ?? (press.key == .rightBracket ? -1 : 0)
            let next = names[(index + (press.key == .rightBracket ? 1 : -1) + names.count) % names.count]
            switchPreset(to: next)
            return [.toast("design \(next)")]
        case .c:
            showsChrome.toggle()
            return [.toast(showsChrome ? "device chrome on" : "device chrome off")]
        case .l:
            appearance = appearance == .light ? .dark : .light
            screen.update(appearance: appearance)
            return [.toast("appearance \(appearance.rawValue)")]
        case .home:
            scrollView.scrollToTop(at: seconds)
        case .end:
            scrollView.setContentOffset(scrollView.state.maximumOffsetY, animated: true, at: seconds)
        case .up: scrollView.scroll(by: -parameters[PhysicsParameter.wheelLineHeight], at: seconds)
        case .down: scrollView.scroll(by: parameters[PhysicsParameter.wheelLineHeight], at: seconds)
        case .pageUp: scrollView.scroll(by: -pageStep, at: seconds)
        case .pageDown: scrollView.scroll(by: pageStep, at: seconds)
        case .space: scrollView.scroll(by: press.shift ? -pageStep : pageStep, at: seconds)
        default: break
        }
        return []
    }

    /// A page key keeps one line of context, as a browser's does.
    private var pageStep: Double { max(1, viewport.height - parameters[PhysicsParameter.wheelLineHeight]) }

    public var selectedParameterDescription: String {
        let name = tuner.selectedName
        guard let spec = parameters.catalog.spec(named: name) else { return name }
        let value = parameters[name]
        return spec.kind == .toggle ? "\(name) \(value >= 0.5 ? "on" : "off")" : "\(name) = \(Self.format(value))"
    }

    static func format(_ value: Double) -> String {
        let rounded = (value * 10000).rounded() / 10000
        return ParameterSpec.format(rounded)
    }

    private mutating func adjustSelected(direction: Double, _ press: KeyPress, at seconds: Double) -> [SessionEffect] {
        let value = tuner.adjusted(parameters, steps: direction * press.stepMultiplier)
        return setting(tuner.selectedName, to: value, at: seconds, toast: nil)
    }

    private mutating func toggle(_ parameter: Parameter<Bool>, at seconds: Double) -> [SessionEffect] {
        let on = !parameters[parameter]
        return setting(parameter.name, to: on ? 1 : 0, at: seconds, toast: "\(parameter.name) \(on ? "on" : "off")")
    }

    private mutating func setting(_ parameter: Parameter<Double>, to value: Double, at seconds: Double, toast: String?) -> [SessionEffect] {
        setting(parameter.name, to: value, at: seconds, toast: toast)
    }

    mutating func setting(_ name: String, to value: Double, at seconds: Double, toast: String?) -> [SessionEffect] {
        var changed = parameters
        do {
            try changed.set(name, to: value)
        } catch {
            return [.toast(error.description)]
        }
        setParameters(changed, at: seconds)
        if let toast { return [.toast(toast)] }
        let spec = parameters.catalog.spec(named: name)
        return [.toast(spec?.kind == .toggle ? "\(name) \(value >= 0.5 ? "on" : "off")" : "\(name) = \(Self.format(parameters[name]))")]
    }
}
