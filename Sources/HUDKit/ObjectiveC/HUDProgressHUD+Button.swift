#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

extension HUDProgressHUD {
    /// The button of a ``HUDProgressHUD`` (MBProgressHUD's `button`), so that its two usual lines migrate as they are: a
    /// title puts a ``HUDButton`` under the HUD's texts (in place while it shows), and a tap sends the action to each
    /// target added for `UIControlEventTouchUpInside`.
    ///
    /// ```objc
    /// [hud.button setTitle:@"Cancel" forState:UIControlStateNormal];
    /// [hud.button addTarget:self action:@selector(cancelUpload:) forControlEvents:UIControlEventTouchUpInside];
    /// ```
    ///
    /// The action gets this object as its sender. The HUD's button has one title and is tapped by touch-up inside:
    /// titles of other states and other events are ignored, and a `nil` target (the responder chain) gets nothing.
    @objc(HUDProgressHUDButton)
    @MainActor
    public final class Button: NSObject {
        /// A target added with ``addTarget(_:action:for:)``, held weakly as `UIControl` holds its targets.
        private struct Target {
            weak var object: NSObject?
            let action: Selector
        }

        private let handle: HUDHandle
        private var title: String?
        private var targets: [Target] = []

        init(handle: HUDHandle) {
            self.handle = handle
        }

        /// `-setTitle:forState:`: the button's title for `UIControlStateNormal`; `nil` or empty shows no button.
        ///
        /// - Parameters:
        ///   - title: The title, localized by the app.
        ///   - state: The state; only `.normal` is used.
        @objc(setTitle:forState:) public func setTitle(_ title: String?, for state: UIControl.State) {
            guard state == .normal else { return }
            self.title = title
            let button = HUDButton(title ?? "") { [weak self] in self?.sendActions() }
            handle.view.map { ViewHUDRegistry.shared.controller(for: $0) }?.session.edit { $0.options.button = button }
        }

        /// `-titleForState:`: the title set for `UIControlStateNormal`, for every state.
        @objc(titleForState:) public func title(for state: UIControl.State) -> String? {
            title
        }

        /// `-addTarget:action:forControlEvents:`: sends `action` to `target` on each tap of the button while the HUD
        /// shows it (`UIControlEventTouchUpInside`).
        ///
        /// - Parameters:
        ///   - target: The object that gets `action`, held weakly.
        ///   - action: The selector, with no argument or the sender.
        ///   - events: The events; only `.touchUpInside` is sent.
        @objc(addTarget:action:forControlEvents:)
        public func addTarget(_ target: NSObject?, action: Selector, for events: UIControl.Event) {
            guard let target, events.contains(.touchUpInside) else { return }
            targets.append(Target(object: target, action: action))
        }

        /// `-removeTarget:action:forControlEvents:`: stops sending `action` to `target`; a `nil` action removes each of
        /// the target's actions.
        @objc(removeTarget:action:forControlEvents:)
        public func removeTarget(_ target: NSObject?, action: Selector?, for events: UIControl.Event) {
            targets.removeAll { $0.object === target && (action == nil || $0.action == action) }
        }

        private func sendActions() {
            for target in targets {
                _ = target.object?.perform(target.action, with: self)
            }
        }
    }
}
#endif  // canImport(UIKit)
