/// Whether the process is an app or an app extension, read from its main bundle: an extension's bundle is an
/// `.appex` or declares an `NSExtension` dictionary. An app extension has no shared application, so the HUD has
/// no overlay window there and shows only in the extension's views (`HUDHandle(view:).show()`, `.hudInView`,
/// `HUD.containerView`); HUDKit asks this at run time, so one build of HUDKit serves apps and extensions alike.
///
/// ```swift
/// HUDProcessKind(bundlePath: "/private/var/…/Share.appex", infoDictionary: nil) // .appExtension
/// ```
package enum HUDProcessKind: Hashable, Sendable {
    /// An application: it has a shared application and window scenes for the overlay window.
    case application
    /// An app extension: no shared application, no overlay window.
    case appExtension

    /// The kind of the process whose main bundle is at `bundlePath` with `infoDictionary`.
    ///
    /// - Parameters:
    ///   - bundlePath: The main bundle's path; a path ending in `.appex` (any case, a trailing `/` allowed) is an
    ///     extension.
    ///   - infoDictionary: The main bundle's Info.plist; an `NSExtension` entry makes it an extension. `nil` counts
    ///     as an Info.plist without one.
    public init(bundlePath: String, infoDictionary: [String: Any]?) {
        var path = Substring(bundlePath)
        while path.hasSuffix("/") { path = path.dropLast() }
        let isExtension = path.lowercased().hasSuffix(".appex") || infoDictionary?["NSExtension"] != nil
        self = isExtension ? .appExtension : .application
    }
}
