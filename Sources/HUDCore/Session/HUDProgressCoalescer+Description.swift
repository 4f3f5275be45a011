import Foundation

extension HUDProgressCoalescer {
    /// Whether the status of a progress HUD shown with the status `explicit` follows the progress's
    /// `localizedDescription`, so that the kit reads and observes the description at all: only when there is no
    /// explicit status. An explicit status wins, even `""` (no label), and the description is then never read, so
    /// a worker thread that changes the progress formats no text for it (``status(explicit:localizedDescription:)``
    /// gives the same answer). `localizedAdditionalDescription` is never read: the details line shows
    /// ``HUDOptions/details`` only, as for every other HUD.
    ///
    /// ```swift
    /// HUDProgressCoalescer.followsDescription(explicit: nil)  // true
    /// HUDProgressCoalescer.followsDescription(explicit: "")   // false: no label, and no description read
    /// ```
    /// - Parameter explicit: The status the app passed with the progress; `nil` when it passed none.
    public static func followsDescription(explicit: String?) -> Bool {
        explicit == nil
    }
}
