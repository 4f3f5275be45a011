#if canImport(UIKit)
import UIKit

/// Watches the bars of one scene's top screen while a lane shows there, so a bar that changes (a tab bar hidden on a
/// push, a navigation bar shown or hidden, a toolbar appearing) is followed when it changes, without looking once
/// per screen refresh: it observes each bar's layer (its position, bounds, hidden state and opacity, which UIKit sets
/// when it moves, hides or fades a bar), a tab bar's selected item (a tab switch brings another tab's bars) and the
/// end of a transition under way, and reports once per turn of the
/// main queue, after UIKit finished changing the bars (UIKit changes layers on the main thread).
@MainActor
final class BarWatch {
    private var observations: [NSKeyValueObservation] = []
    private var watched: [ObjectIdentifier] = []
    private var isReportPending = false
    private let onChange: @MainActor () -> Void

    /// A watch that runs `onChange` after the bars it watches changed.
    init(onChange: @escaping @MainActor () -> Void) {
        self.onChange = onChange
    }

    /// Watches `bars` (every bar of the top screen, shown or not) from now on, and the end of `transition`.
    func watch(_ bars: [UIView], until transition: UIViewControllerTransitionCoordinator?) {
        _ = transition?.animate(alongsideTransition: nil) { [weak self] _ in self?.reportSoon() }
        let ids = bars.map(ObjectIdentifier.init)
        guard ids != watched else { return }
        stop()
        watched = ids
        for layer in bars.map(\.layer) {
            observations += [
                observe(layer, \.position), observe(layer, \.bounds), observe(layer, \.isHidden),
                observe(layer, \.opacity),
            ]
        }
        observations += bars.compactMap { $0 as? UITabBar }.map { observe($0, \.selectedItem) }
    }

    /// Reports soon after `object`'s value at `keyPath` changed.
    private func observe<Object: NSObject, Value>(
        _ object: Object, _ keyPath: KeyPath<Object, Value>
    ) -> NSKeyValueObservation {
        object.observe(keyPath) { [weak self] _, _ in MainActor.assumeIsolated { self?.reportSoon() } }
    }

    /// Stops watching.
    func stop() {
        for observation in observations {
            observation.invalidate()
        }
        observations = []
        watched = []
    }

    /// Reports once, on the next turn of the main queue.
    private func reportSoon() {
        guard !isReportPending else { return }
        isReportPending = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                self?.isReportPending = false
                self?.onChange()
            }
        }
    }
}
#endif  // canImport(UIKit)
