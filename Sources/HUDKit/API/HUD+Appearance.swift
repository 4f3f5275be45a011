#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// The settings of the shared HUD: the appearance value, every one of its settings by name (`HUD.cornerRadius`,
// `HUD.foregroundColor`, …, through `@dynamicMemberLookup` over `HUDAppearance`, where each setting and its default
// are documented) and the app's indicator view. Each reads and writes
// `HUDController.shared` from any thread, in the caller's order; a change restyles a HUD on screen. The "Settings"
// topic of the HUD page.
extension HUD {
    /// Every style and timing setting of the shared HUD as one value; ``subscript(dynamicMember:)-14qr6`` reads and
    /// writes each one by name. The default appearance by default.
    ///
    /// ```swift
    /// HUD.appearance = HUDAppearance { $0.style = .dark; $0.maskType = .black }
    /// ```
    public nonisolated static var appearance: HUDAppearance {
        get { read { $0.appearance } }
        set { write { $0.appearance = newValue } }
    }

    /// A setting of the shared HUD by its name in ``HUDAppearance``, where it is documented with its default.
    ///
    /// ```swift
    /// HUD.cornerRadius = 12
    /// HUD.maskType = .black
    /// HUD.graceTimeInterval = 0.3
    /// ```
    ///
    /// Read and written from any thread: a write applies on the main thread in the caller's order, with its shows
    /// and dismisses; a read waits for the caller's earlier calls, so a setting reads back as the caller set it.
    /// Colours, the offset and fonts read and write in their UIKit types (``subscript(dynamicMember:)-8s8yb``).
    @_disfavoredOverload
    public nonisolated static subscript<Value: Sendable>(
        dynamicMember keyPath: WritableKeyPath<HUDAppearance, Value> & Sendable
    ) -> Value {
        get { read { $0.appearance[keyPath: keyPath] } }
        set { write { $0.appearance[keyPath: keyPath] = newValue } }
    }

    /// A colour of the shared HUD as a `UIColor`, by its name in ``HUDAppearance``; a dynamic colour is resolved
    /// when it is set (the `.automatic` style is what follows light and dark mode).
    ///
    /// ```swift
    /// HUD.foregroundColor = .white  // selects the .custom style, as SVProgressHUD's setter does
    /// ```
    public nonisolated static subscript(dynamicMember keyPath: WritableKeyPath<HUDAppearance, HUDColor> & Sendable)
        -> UIColor
    {
        get { read { $0[spelled: keyPath] } }
        set { write { $0[spelled: keyPath] = newValue } }
    }

    /// An optional colour of the shared HUD as a `UIColor`, by its name in ``HUDAppearance``; `nil` keeps the
    /// style's.
    ///
    /// ```swift
    /// HUD.bezelColor = UIColor(white: 0.1, alpha: 0.9)
    /// ```
    public nonisolated static subscript(dynamicMember keyPath: WritableKeyPath<HUDAppearance, HUDColor?> & Sendable)
        -> UIColor?
    {
        get { read { $0[spelled: keyPath] } }
        set { write { $0[spelled: keyPath] = newValue } }
    }

    /// The bezel's offset as a `UIOffset` (``HUDAppearance/offsetFromCenter``).
    ///
    /// ```swift
    /// HUD.offsetFromCenter = UIOffset(horizontal: 0, vertical: 40)
    /// ```
    public nonisolated static subscript(dynamicMember keyPath: WritableKeyPath<HUDAppearance, HUDOffset> & Sendable)
        -> UIOffset
    {
        get { read { $0[spelled: keyPath] } }
        set { write { $0[spelled: keyPath] = newValue } }
    }

    /// A font of the shared HUD as a `UIFont` (``HUDAppearance/font``, ``HUDAppearance/detailsFont``), scaled with
    /// Dynamic Type by its text style (`.body`'s when it has none) and drawn in its family; see
    /// ``HUDController/font``.
    ///
    /// ```swift
    /// HUD.detailsFont = .preferredFont(forTextStyle: .caption1)
    /// ```
    public nonisolated static subscript(dynamicMember keyPath: WritableKeyPath<HUDAppearance, HUDFont> & Sendable)
        -> UIFont
    {
        get { read { $0[spelled: keyPath] } }
        set { write { $0[spelled: keyPath] = newValue } }
    }

    /// The app's own indicator view for the shared HUD, drawn in place of the spinner and the progress (see
    /// ``HUDIndicatorView``). `nil` (the HUD's own drawing) by default.
    ///
    /// ```swift
    /// HUD.indicatorView = HUDProgressView(style: .annular)
    /// ```
    @MainActor public static var indicatorView: (any HUDIndicatorView)? {
        get { HUDController.shared.indicatorView }
        set { HUDController.shared.indicatorView = newValue }
    }
}
#endif  // canImport(UIKit)
