extension HUDHostPlan {
    /// When the host plans where the HUD goes.
    public enum Occasion: Hashable, Sendable {
        /// The HUD is installed: it appears, or a show that waited tries again.
        case install
        /// An explicit show while the HUD is installed (``HUDHosting/placeInFront(over:)``).
        case explicitShow
        /// A scene connected, disconnected, activated, deactivated or changed between foreground and background, or
        /// one of the app's windows became key, visible or hidden.
        case scenesChanged
        /// A view's HUD was given its view anew (attached to another view, or to a container SwiftUI remade).
        case containerChanged
    }

    /// The scene the host makes the plan with (and reads the windows of).
    public enum SceneChoice: Hashable, Sendable {
        /// No scene: the HUD has a container view, which wins wherever that view is.
        case none
        /// The scene the HUD is on now, or its overlay window was on last.
        case current
        /// The scene ``HUDScenePreference`` picks now (for a HUD made for one scene, that scene while it can show).
        case preferred
    }

    /// Which scene the host makes the plan with on `occasion`:
    ///
    /// - A HUD with a container view plans without one: the container wins wherever it is. So does a view's HUD
    ///   given its view anew: it follows its view only, never to a window.
    /// - An install, and a scene or window change, ask the scene preference, so that a window HUD appears on, and
    ///   follows the user to, the scene they look at.
    /// - An explicit show plans in the scene the HUD is on: it moves within that scene (to the key window after a
    ///   window swap, to another ``HUDWindowMode``), never to another scene; the scene notifications move it there.
    ///
    /// ```swift
    /// HUDHostPlan.sceneChoice(on: .scenesChanged, hasContainer: false) // .preferred
    /// HUDHostPlan.sceneChoice(on: .explicitShow, hasContainer: false)  // .current
    /// HUDHostPlan.sceneChoice(on: .install, hasContainer: true)        // .none
    /// ```
    /// - Parameters:
    ///   - occasion: Why the host plans.
    ///   - hasContainer: Whether a container view is set and alive.
    public static func sceneChoice(on occasion: Occasion, hasContainer: Bool) -> SceneChoice {
        guard !hasContainer else { return .none }
        switch occasion {
        case .install, .scenesChanged: return .preferred
        case .explicitShow: return .current
        case .containerChanged: return .none
        }
    }

    /// Where the messages layer goes (``HUDMessageHosting/installMessageLayer()``): into the container view when the
    /// HUD has one, else into its own overlay window above the HUD's, whatever the HUD's ``HUDWindowMode`` — a
    /// message is a pill above everything, never in the app's window under what the app presents; a view's messages
    /// whose view is gone, or messages without a scene, wait. Plan it with the scene of
    /// ``sceneChoice(on:hasContainer:)`` on ``Occasion/install``.
    ///
    /// ```swift
    /// HUDHostPlan.messages(hasContainer: false, isBoundToContainer: false, hasScene: true).place // .overlayWindow
    /// ```
    /// - Parameters:
    ///   - hasContainer: Whether a container view is set and alive.
    ///   - isBoundToContainer: Whether these are a view's messages (they never move to a window).
    ///   - hasScene: Whether the app has a scene to show in.
    public static func messages(hasContainer: Bool, isBoundToContainer: Bool, hasScene: Bool) -> HUDHostPlan {
        HUDHostPlan(
            hasContainer: hasContainer, isBoundToContainer: isBoundToContainer, mode: .overlayWindow,
            hasScene: hasScene, windows: [])
    }
}
