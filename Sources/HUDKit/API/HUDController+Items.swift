#if canImport(UIKit)
@_spi(HUDEngine) import HUDCore
import UIKit

// HUDs keyed to an item, the reuse-safe form for table and collection view cells: a cell is reused for another item,
// so a HUD shown *in the cell* would stay over the wrong row. The item's HUD follows the item instead: each time a
// cell is configured for an item, attach the item to it; its HUD (paused while no cell displays the item) shows there
// with its presentation, timers and runs intact.
extension HUDController {
    /// The HUD of `item` (a file being uploaded, a message being sent): its own controller, which shows only in the
    /// view that displays the item now (see ``attach(item:to:)``); while no view does, it is paused, its presentation
    /// kept. It exists only while the item has a HUD on screen or waiting: made the first time, it is forgotten once
    /// its HUD has disappeared (or by ``forget(item:)``), so a list of thousands of items holds only the HUDs that
    /// are up. Ask for it each time rather than keeping it.
    ///
    /// ```swift
    /// HUDController.forItem(file.id).show(progress: 0.3, status: "Uploading…")
    /// ```
    /// - Parameter item: The item's identity, such as an `Identifiable`'s `id`.
    /// - Returns: The item's controller, styled like the window HUD (its appearance, font and images).
    public static func forItem(_ item: some Hashable & Sendable) -> HUDController {
        ViewHUDRegistry.shared.controller(forItem: item)
    }

    /// Shows the HUD of `item` in `view` from now on, and takes the HUD of the item `view` displayed before out of
    /// it (paused, not ended). Call it wherever a cell is configured for an item; calling it again for the same pair
    /// does nothing.
    ///
    /// ```swift
    /// func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    ///     let cell = tableView.dequeueReusableCell(withIdentifier: "File", for: indexPath)
    ///     let file = files[indexPath.row]
    ///     cell.textLabel?.text = file.name
    ///     HUDController.attach(item: file.id, to: cell.contentView)
    ///     return cell
    /// }
    /// ```
    /// - Parameters:
    ///   - item: The item the view displays now.
    ///   - view: The view to show the item's HUD in (a cell's `contentView`).
    public static func attach(item: some Hashable & Sendable, to view: UIView) {
        ViewHUDRegistry.shared.attach(item: item, to: view)
    }

    /// Dismisses the HUD of `item` and forgets it (the item was deleted); nothing for an item without a HUD.
    ///
    /// ```swift
    /// HUDController.forget(item: file.id)
    /// ```
    /// - Parameter item: The item.
    public static func forget(item: some Hashable & Sendable) {
        ViewHUDRegistry.shared.forget(item: item)
    }
}
#endif  // canImport(UIKit)
