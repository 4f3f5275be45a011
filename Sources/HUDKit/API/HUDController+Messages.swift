#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// Messages: the toasts' own lane (HUDCore's `HUDMessageSession`, next to the HUD's session and never touching it).
extension HUDController {
    /// Shows `message` in the messages lane: a pill that never blocks the app, above this controller's HUD, clear
    /// of the top screen's bars. It never changes the HUD (its mask, content, activity count, timers or events),
    /// and the HUD never changes it.
    ///
    /// A message shown while another is up waits its turn, with a 0.3 s pause between; one whose `id` is on
    /// screen or waiting is not shown twice; `policy: .replace` takes the place of the one on screen and of the
    /// waiting ones at once. At most 16 wait: past that the oldest waiting one is dropped (its `onDisappear` runs).
    /// Each message is announced to VoiceOver once and stays twice as long while VoiceOver runs. Touches on the pill
    /// pass through to the app unless it has `onTap`, `options.dismissOnTap`, a button or `swipeToHide`.
    ///
    /// ```swift
    /// HUDController.shared.showMessage("Copied", glyph: .success)
    /// HUDController.shared.showMessage("Back online", id: "network", policy: .replace)
    /// ```
    /// - Parameters:
    ///   - message: The text; it wraps and is cut with an ellipsis at `HUDAppearance.maximumLabelSize`.
    ///   - glyph: A glyph on the text's leading side. `nil` by default.
    ///   - id: De-duplicates: a message with the id of one on screen or waiting is not shown. `nil` by default.
    ///   - policy: Queue behind the message on screen, or replace it. `.queue` by default.
    ///   - swipeToHide: Whether a swipe on the pill hides it. `false` by default.
    ///   - options: `position` (`HUDAppearance.messagePosition` when `nil`), `duration` (`.infinity`: until
    ///     hidden; the display duration of the text by default), style, details, button, `dismissOnTap`,
    ///     `animated`; a mask type is ignored. Empty options by default.
    ///   - onTap: Runs on the main actor when the pill is tapped, before a `dismissOnTap` hide. `nil` by default.
    ///   - onDisappear: Runs once on the main actor when the message ended: it faded out, or was replaced,
    ///     de-duplicated, dropped or hidden before it showed. `nil` by default.
    public func showMessage(
        _ message: String, glyph: HUDMessageGlyph? = nil, id: String? = nil, policy: HUDMessagePolicy = .queue,
        swipeToHide: Bool = false, options: HUDOptions = HUDOptions(),
        onTap: (@MainActor @Sendable () -> Void)? = nil, onDisappear: (@MainActor @Sendable () -> Void)? = nil
    ) {
        let lane = messages
        prepareMessages()
        let value = HUDMessage(
            message, glyph: glyph.map(messageImage), id: id, policy: policy, swipeToHide: swipeToHide,
            options: options)
        lane.show(value, onTap: onTap, onDisappear: onDisappear)
    }

    /// Gives the lane what it reads at each show: whether VoiceOver runs, and the controller's appearance.
    func prepareMessages() {
        messages.isVoiceOverRunning = UIAccessibility.isVoiceOverRunning
        if messages.appearance != appearance { messages.appearance = appearance }
    }

    /// Hides the messages with `id`: waiting ones are dropped (their `onDisappear` runs), the one on screen fades
    /// out. Nothing happens when none has it.
    ///
    /// ```swift
    /// HUDController.shared.hideMessage(id: "network")
    /// ```
    /// - Parameter id: The id given to `showMessage`.
    public func hideMessage(id: String) {
        messages.hide(id: id)
    }

    /// Hides every message: waiting ones are dropped, the one on screen fades out.
    ///
    /// ```swift
    /// HUDController.shared.hideAllMessages()
    /// ```
    public func hideAllMessages() {
        messages.hideAll()
    }

    /// The lane's image for a glyph: a bundled glyph, or the app's image kept by the messages host.
    func messageImage(_ glyph: HUDMessageGlyph) -> HUDImage {
        switch glyph.storage {
        case .bundled(let image):
            return image
        case .image(let image):
            let id = messages.makeAssetID()
            messageHost.images[id] = image
            return .custom(id)
        }
    }

    /// The messages lane of this controller, on its own host and the main run loop's clock.
    static func makeMessages(host: MessageHost, controller: HUDController) -> HUDMessageSession {
        let lane = HUDMessageSession(
            appearance: controller.appearance, measurer: UIKitTextMeasurer(statusFont: controller.statusFont),
            host: host, scheduler: MainRunLoopScheduler())
        host.lane = lane
        controller.lifecycle.add(lane)
        return lane
    }
}
#endif  // canImport(UIKit)
