import Foundation

/// What a ``HUDSession`` keeps by key until it is taken back, once: one type serving each kind of work the session
/// must finish exactly once (as Nuke's `TaskPool` serves several jobs).
///
/// - the dismiss **completions** that have not run, by ``HUDCompletionID``: a dismiss keeps its completion here and
///   hands the presenter only the id; ``HUDEffect/runCompletion(_:_:)`` takes it back, so it runs exactly once;
/// - the **runs** of `HUD.run` that have not finished, by their ``HUDActivityID``: a run finishes once, as
///   ``take(_:)`` hands its plan out a single time;
/// - the app's **content** (images and views) handed out ids for and not released yet: after each step the session
///   takes out what nothing uses any more (``takeKeys(where:)``) and tells the host to release it.
///
/// The ledger runs nothing itself: it hands out what is due, and the session calls out at the right point of its
/// step.
///
/// ```swift
/// var completions = HUDKeyedLedger<HUDCompletionID, @MainActor (HUDDismissal) -> Void>()
/// completions.keep({ print($0) }, for: id)
/// completions.take(id)?(.disappeared) // prints; a second take returns nil
/// ```
struct HUDKeyedLedger<Key: Hashable, Value> {
    private var entries: [Key: Value] = [:]

    /// Whether nothing is kept.
    var isEmpty: Bool { entries.isEmpty }

    /// Whether something is kept for `key` (it was kept and not taken yet).
    func contains(_ key: Key) -> Bool {
        entries[key] != nil
    }

    /// Keeps `value` for `key` until ``take(_:)`` asks for it.
    mutating func keep(_ value: Value, for key: Key) {
        entries[key] = value
    }

    /// The value kept for `key`, which the ledger forgets; `nil` when it was taken already (or never kept).
    mutating func take(_ key: Key) -> Value? {
        entries.removeValue(forKey: key)
    }

    /// Forgets every entry whose key `isDone` accepts.
    ///
    /// - Returns: Their keys, in no particular order; empty (without allocating) when none is done.
    mutating func takeKeys(where isDone: (Key) -> Bool) -> [Key] {
        var done: [Key] = []
        for key in entries.keys where isDone(key) {
            done.append(key)
        }
        for key in done {
            entries.removeValue(forKey: key)
        }
        return done
    }
}

extension HUDKeyedLedger where Value == Void {
    /// Keeps `key` alone (a ledger of ids, as the session's content ids) until it is taken.
    mutating func keep(_ key: Key) {
        keep((), for: key)
    }
}
