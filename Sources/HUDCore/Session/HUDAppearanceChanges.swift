import Foundation

/// Settings made through a view's handle, kept as changes over the view's defaults (its controller's appearance)
/// rather than as a copy of them, so that a default changed meanwhile still shows wherever the handle set nothing.
/// One change per setting: setting it again replaces the earlier change, and setting the whole appearance replaces
/// them all. ``HUDHandleDraft`` keeps one for the next presentation and one for the presentation on screen.
///
/// ```swift
/// var changes = HUDAppearanceChanges()
/// changes.set(\.margin, to: 20)
/// changes.applied(to: HUDAppearance()).margin // 20
/// ```
struct HUDAppearanceChanges {
    private var changes: [(setting: AnyKeyPath, apply: (inout HUDAppearance) -> Void)] = []

    /// Whether no setting was changed.
    var isEmpty: Bool { changes.isEmpty }

    /// Sets `keyPath` to `value`, in place of an earlier change of the same setting (of every one, for the whole
    /// appearance, `\.self`).
    mutating func set<Value>(_ keyPath: WritableKeyPath<HUDAppearance, Value>, to value: Value) {
        add(keyPath) { $0[keyPath: keyPath] = value }
    }

    /// Adds the changes of `later` after these, each in place of an earlier change of the same setting.
    mutating func append(_ later: HUDAppearanceChanges) {
        for change in later.changes {
            add(change.setting, change.apply)
        }
    }

    /// `base` with the changes, in the order they were made.
    func applied(to base: HUDAppearance) -> HUDAppearance {
        guard !changes.isEmpty else { return base }
        var appearance = base
        for change in changes {
            change.apply(&appearance)
        }
        return appearance
    }

    private mutating func add(_ setting: AnyKeyPath, _ apply: @escaping (inout HUDAppearance) -> Void) {
        if setting == \HUDAppearance.self {
            changes = []
        } else {
            changes.removeAll { $0.setting == setting }
        }
        changes.append((setting, apply))
    }
}
