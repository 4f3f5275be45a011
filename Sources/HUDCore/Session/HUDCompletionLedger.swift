import Foundation

/// The dismiss completions of a ``HUDSession`` that have not run, by id. The session owns one: a dismiss keeps its
/// completion here and hands the presenter only the id; the presenter's ``HUDEffect/runCompletion(_:_:)`` takes it
/// back, once, so each completion runs exactly once.
///
/// ```swift
/// var completions = HUDCompletionLedger()
/// completions.keep({ print($0) }, as: id)
/// completions.take(id)?(.disappeared) // prints; a second take returns nil
/// ```
struct HUDCompletionLedger {
    private var pending: [HUDCompletionID: @MainActor (HUDDismissal) -> Void] = [:]

    /// Keeps `completion` until ``take(_:)`` asks for `id`.
    mutating func keep(_ completion: @escaping @MainActor (HUDDismissal) -> Void, as id: HUDCompletionID) {
        pending[id] = completion
    }

    /// The completion kept as `id`, which the ledger forgets; `nil` when it was taken already.
    mutating func take(_ id: HUDCompletionID) -> (@MainActor (HUDDismissal) -> Void)? {
        pending.removeValue(forKey: id)
    }
}
