import HeaderKit
import ScrollCore
import ScrollPhysics

extension Session {
    /// The key table's commands (`KeyBindings`): those that change the model are carried out
    /// here; the rest come back as effects for the shell (screenshot, HUD, help, record, save, quit).
    mutating func handleKey(_ press: KeyPress, at seconds: Double) -> [SessionEffect] {
        guard let command = KeyBindings.binding(for: press)?.command else { return [] }
        switch command {
        case .screenshot: return [.screenshot]
        case .saveConfiguration: return [.saveConfiguration]
        case .bakeIntoDesign: return [.bakeIntoDesign]
        case .toggleHUD: return [.toggleHUD]
        case .toggleTouches: return [.toggleTouches]
        case .exportCode: return [.exportCode]
        case .toggleHelp: return [.toggleHelp]
        case .toggleRecording: return [.toggleRecording]
        case .quit: return [.quit]
        case .nextParameter, .previousParameter:
            tuner.select(offset: command == .previousParameter ? -1 : 1)
            return [.toast(selectedParameterDescription)]
        case .increase: return adjustSelected(direction: 1, press, at: seconds)
        case .decrease: return adjustSelected(direction: -1, press, at: seconds)
        case .resetAllParameters:
            var reset = parameters
            reset.resetAll()
            setParameters(reset, at: seconds)
            return [.toast("all parameters reset")]
        case .resetParameter:
            var reset = parameters
            reset.reset(tuner.selectedName)
            setParameters(reset, at: seconds)
            return [.toast(selectedParameterDescription)]
        case .toggleBounces: return toggle(PhysicsParameter.bounces, at: seconds)
        case .togglePaging: return toggle(PhysicsParameter.pagingEnabled, at: seconds)
        case .toggleDeceleration:
            let fast = DecelerationRate.isNearerNormal(parameters[PhysicsParameter.decelerationRate])
            let rate = fast ? DecelerationRate.fast : DecelerationRate.normal
            return setting(PhysicsParameter.decelerationRate, to: rate, at: seconds,
                           toast: "decelerationRate \(fast ? "fast" : "normal") \(ParameterSpec.format(rate))")
        case .toggleSlowMotion:
            let slow = parameters[PhysicsParameter.animationSlowdown] == 1
            return setting(PhysicsParameter.animationSlowdown, to: slow ? 10 : 1, at: seconds, toast: slow ? "slow motion ×10" : "slow motion off")
        case .toggleKeyboard:
            keyboardShown.toggle()
            applyContentInset(animated: true, at: seconds)
            return [.toast(keyboardShown ? "keyboard shown (bottom inset 336)" : "keyboard hidden")]
        case .previousDesign, .nextDesign:
            let names = library.names
            guard !names.isEmpty else { return [] }
            let forward = command == .nextDesign
            let index = names.firstIndex(of: designName) ?? (forward ? -1 : 0)
            let next = names[(index + (forward ? 1 : -1) + names.count) % names.count]
            do { try switchDesign(named: next) } catch { return [.toast("design \(next) not shown: \(error.message)")] }
            return [.toast("design \(next)")]
        case .toggleChrome:
            showsChrome.toggle()
            return [.toast(showsChrome ? "device chrome on" : "device chrome off")]
        case .toggleAppearance:
            appearance = appearance == .light ? .dark : .light
            screen.update(appearance: appearance)
            return [.toast("appearance \(appearance.rawValue)")]
        case .cycleSystem:
            system = system.cycled
            screen.update(system: system)
            applyContentInset(animated: false, at: seconds)  // a navigation bar's height differs between releases
            return [.toast("iOS \(system.rawValue)")]
        case .cycleGlassTint:
            // The slider's ends and middle, in turn.
            screen.glassTint = screen.glassTint < 0.25 ? 0.5 : screen.glassTint < 0.75 ? 1 : 0
            return [.toast("glass tint \(ParameterSpec.format(screen.glassTint))" + (system == .ios27 ? "" : " (drawn on iOS 27)"))]
        case .scrollToTop: scrollView.scrollToTop(at: seconds)
        case .scrollToBottom: scrollView.setContentOffset(scrollView.state.maximumOffsetY, animated: true, at: seconds)
        case .lineUp: scrollView.scroll(by: -parameters[PhysicsParameter.wheelLineHeight], at: seconds)
        case .lineDown: scrollView.scroll(by: parameters[PhysicsParameter.wheelLineHeight], at: seconds)
        case .pageUp: scrollView.scroll(by: -pageStep, at: seconds)
        case .pageDown: scrollView.scroll(by: pageStep, at: seconds)
        case .undo, .redo, .panel: break  // undo before this dispatch (`handleUndoKey`); panel keys are the window's
        }
        return []
    }

    /// A page key keeps one line of context, as a browser's does.
    private var pageStep: Double { max(1, viewport.height - parameters[PhysicsParameter.wheelLineHeight]) }

    public var selectedParameterDescription: String {
        let name = tuner.selectedName
        guard let spec = parameters.catalog.spec(named: name) else { return name }
        return Self.status(of: spec, parameters[name])
    }

    private mutating func adjustSelected(direction: Double, _ press: KeyPress, at seconds: Double) -> [SessionEffect] {
        let value = tuner.adjusted(parameters, steps: direction * press.stepMultiplier)
        return setting(tuner.selectedName, to: value, at: seconds, toast: nil)
    }

    private mutating func toggle(_ parameter: Parameter<Bool>, at seconds: Double) -> [SessionEffect] {
        let on = !parameters[parameter]
        return setting(parameter.name, to: on ? 1 : 0, at: seconds, toast: "\(parameter.name) \(ParameterSpec.onOff(on))")
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
        // `set` refused a name the catalog lacks; a toggle is stored as 0 or 1, read as `value` was.
        guard let spec = parameters.catalog.spec(named: name) else { return [] }
        return [.toast(Self.status(of: spec, parameters[name]))]
    }

    /// "bounces on", "decelerationRate = 0.998": a parameter's toast.
    static func status(of spec: ParameterSpec, _ value: Double) -> String {
        spec.kind == .toggle ? "\(spec.name) \(spec.display(value))" : "\(spec.name) = \(spec.display(value))"
    }
}
