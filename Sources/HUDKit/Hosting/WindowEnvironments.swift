#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

/// The one environment of each window scene, which every lane of every controller showing there reads (HUDCore's
/// `HUDWindowEnvironments` decides): the keyboard, observed once for the app while any lane shows; each scene's bars,
/// watched while a lane shows there (``BarWatch``); and its top screen's light or dark style. A change read by one
/// lane, or heard from UIKit, reaches the others.
@MainActor
final class WindowEnvironments: NSObject {
    /// The environments every controller's hosts read.
    static let shared = WindowEnvironments()

    private var environments = HUDWindowEnvironments<ObjectIdentifier, ObjectIdentifier>()
    private var readers: [ObjectIdentifier: WeakReader] = [:]
    private var barWatches: [ObjectIdentifier: BarWatch] = [:]
    private var isObservingKeyboard = false

    private struct WeakReader {
        weak var reader: (any WindowEnvironmentReading)?
    }

    /// What every lane knows of the keyboard.
    var keyboard: HUDKeyboardKnowledge { environments.keyboard }

    /// `reader` shows in `view`'s scene from now on: reads what the lanes there share (telling the others when it
    /// changed) and returns the top screen's bars in `view`'s coordinates; none when `view` is in no scene (the
    /// reader then observes nothing).
    func read(for reader: any WindowEnvironmentReading, in view: UIView) -> HUDMessageBars {
        guard let scene = view.window?.windowScene else {
            stop(reader)
            return HUDMessageBars()
        }
        lane(reader, showsIn: scene)
        let bars = readWindow(of: scene, by: reader)
        return bars.converted(from: scene, to: view)
    }

    /// `reader` shows nothing from now on: it observes nothing.
    func stop(_ reader: any WindowEnvironmentReading) {
        lane(reader, showsIn: nil)
    }

    private func lane(_ reader: any WindowEnvironmentReading, showsIn scene: UIWindowScene?) {
        let sceneID = scene.map(ObjectIdentifier.init)
        // Every read says where the lane shows; only a change (or another reader of a reused identity) is news.
        let isKnown =
            environments.scene(of: ObjectIdentifier(reader)) == sceneID
            && (scene == nil || readers[ObjectIdentifier(reader)]?.reader === reader)
        guard !isKnown else { return }
        for (gone, entry) in readers where entry.reader == nil {
            readers[gone] = nil
            environments.lane(gone, showsIn: nil)
        }
        let id = ObjectIdentifier(reader)
        readers[id] = scene.map { _ in WeakReader(reader: reader) }
        environments.lane(id, showsIn: sceneID)
        observeKeyboard(environments.isObserving)
        let scenes = environments.scenes
        for (id, watch) in barWatches where !scenes.contains(id) {
            watch.stop()
            barWatches[id] = nil
        }
        guard let scene, barWatches[ObjectIdentifier(scene)] == nil else { return }
        barWatches[ObjectIdentifier(scene)] = BarWatch { [weak self, weak scene] in
            guard let self, let scene else { return }
            _ = readWindow(of: scene, by: nil)
        }
    }

    /// Reads the bars and style of `scene`'s top screen, watches its bars, and tells the lanes there other than
    /// `reader` when they changed; returns the bars in the scene's coordinate space.
    private func readWindow(of scene: UIWindowScene, by reader: (any WindowEnvironmentReading)?) -> HUDMessageBars {
        let (bars, barViews, transition) = scene.hudTopScreenBars()
        barWatches[ObjectIdentifier(scene)]?.watch(barViews, until: transition)
        let told = environments.read(
            .init(bars: bars, style: scene.hudTopScreenStyle), in: ObjectIdentifier(scene),
            by: reader.map(ObjectIdentifier.init))
        tell(told)
        return bars
    }

    private func tell(_ lanes: Set<ObjectIdentifier>) {
        for id in lanes {
            readers[id]?.reader?.windowEnvironmentDidChange()
        }
    }

    // MARK: Keyboard

    private func observeKeyboard(_ observe: Bool) {
        guard observe != isObservingKeyboard else { return }
        isObservingKeyboard = observe
        let center = NotificationCenter.default
        let names = [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification]
        for name in names {
            if observe {
                center.addObserver(self, selector: #selector(keyboardWillChange(_:)), name: name, object: nil)
            } else {
                center.removeObserver(self, name: name, object: nil)
            }
        }
    }

    /// Moves every lane with the keyboard, in the keyboard's own animation.
    @objc private func keyboardWillChange(_ notification: Notification) {
        let info = notification.userInfo
        let frame =
            notification.name == UIResponder.keyboardWillHideNotification
            ? nil : info?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        let told = environments.keyboardMoved(to: frame)
        let duration = info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval ?? 0
        let curve = info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 0
        UIView.animate(
            withDuration: duration, delay: 0,
            options: [.beginFromCurrentState, .allowUserInteraction, UIView.AnimationOptions(rawValue: curve << 16)],
            animations: { [weak self] in self?.tell(told) }
        )
    }
}
#endif  // canImport(UIKit)
