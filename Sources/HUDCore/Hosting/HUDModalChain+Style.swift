// Which window the chain starts from, and the light or dark style the overlay window takes from the app's top
// screen.
extension HUDModalChain {
    /// The index of the app window whose modal chain the overlay window follows: the scene's key window, unless
    /// that is an overlay (HUDKit's own window, key while a blocking HUD asks for it, see
    /// ``HUDDeviceRules/overlayIsKey(isOverlayWindow:blocksTouches:option:)``), else the first window that is not an
    /// overlay; `nil` when there is none. Following the overlay's own view controller would make it follow itself.
    ///
    /// ```swift
    /// let windows: [HUDHostPlan.Window] = [.init(), .init(isKey: true, isOverlay: true)]
    /// HUDModalChain.appWindowIndex(in: windows)  // 0: the app's window, not the key overlay
    /// ```
    /// - Parameter windows: The scene's windows, back to front.
    public static func appWindowIndex(in windows: [HUDHostPlan.Window]) -> Int? {
        windows.indices.first { windows[$0].isKey && !windows[$0].isOverlay }
            ?? windows.indices.first { !windows[$0].isOverlay }
    }

    /// The light or dark style the overlay window is given (its `overrideUserInterfaceStyle`): the style of the
    /// app's **top screen**, the last view controller of the chain (the HUD shows over it, whatever its modal
    /// style: a `.fullScreenCover`, a sheet or a modal with a style of its own), when it differs from the system's;
    /// `nil` otherwise, so that the overlay follows the system and a change of the system setting while the HUD shows
    /// reaches it at once. `nil` for an empty chain (no app window).
    ///
    /// ```swift
    /// let chain: [HUDModalChain.Node] = [.init(), .init(interfaceStyle: .dark)]  // a dark full-screen cover
    /// HUDModalChain.interfaceStyle(of: chain, system: .light)  // .dark
    /// ```
    /// - Parameters:
    ///   - chain: The app window's modal chain, root first, each node with its resolved style.
    ///   - system: The system's style (the window scene's, which no window or view controller override changes).
    public static func interfaceStyle(
        of chain: [Node], system: HUDEnvironment.ColorScheme
    ) -> HUDEnvironment.ColorScheme? {
        guard let top = chain.last, top.interfaceStyle != system else { return nil }
        return top.interfaceStyle
    }
}
