import HUDKit
import SwiftUI
import UIKit

/// A view's HUD starts fresh and a view's messages stay where the user sees them: what only a device shows — a
/// second show in a view shows nothing of the first, a reused `HUDProgressHUD` keeps its properties as MBProgressHUD's
/// does, a view's message sits above that view's HUD and does not scroll with a table, and a message in a view that
/// is pushed away ends on time instead of coming back stale.
@MainActor
struct ViewHUDStartsFreshView: View {
    var body: some View {
        List {
            RegressionCheck(
                "A second show in a view starts fresh",
                code: "hud.status = …; hud.bezelColor = …; hud.show(); hud.hide(); hud.show()",
                expected: "the grey card shows a red bezel with \"First show\" for 1.5 s; 1 s after it hid, the second "
                    + "show is a plain spinner with the default bezel and no text (before the fix, the text and the "
                    + "red bezel came back)."
            ) {
                guard let card = Self.card() else { return }
                let hud = HUDHandle(view: card)
                hud.status = "First show"
                hud.bezelColor = HUDColor(red: 0.9, green: 0.2, blue: 0.2)
                Self.twice(in: card) {
                    hud.show(animated: true)
                    hud.hide(animated: true, afterDelay: 1.5)
                }
            }
            RegressionCheck(
                "A reused HUDProgressHUD keeps its properties",
                code: "let hud = HUDProgressHUD(view: card); hud.label.text = …; show; hide; show",
                expected: "both shows say \"Kept across a hide\" with a margin of 30, as a reused MBProgressHUD does."
            ) {
                guard let card = Self.card() else { return }
                let hud = HUDProgressHUD(view: card)
                hud.label.text = "Kept across a hide"
                hud.margin = 30
                Self.twice(in: card) {
                    hud.show(animated: true)
                    hud.hide(animated: true, afterDelay: 1.5)
                }
            }
            RegressionCheck(
                "A view's message sits above that view's HUD",
                code: "HUDHandle(view: card).show(options: HUDOptions(maskType: .black)); HUDHandle(view: card).showMessage(…)",
                expected: "the message pill is above the HUD's dark mask and fully readable, for the whole 4 s, also "
                    + "when the HUD is shown again over it after 2 s."
            ) {
                guard let card = Self.card() else { return }
                HUDHandle(view: card).show(status: "Under the message", options: HUDOptions(maskType: .black))
                HUDHandle(view: card).showMessage("Above the card's HUD", options: HUDOptions(duration: 4))
                DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                    HUDHandle(view: card).show(status: "Shown again", options: HUDOptions(maskType: .black))
                }
                DispatchQueue.main.asyncAfter(deadline: .now() + 5) { card.removeFromSuperview() }
            }
            Section {
                NavigationLink("A table with a HUD and a message") { ScrollingTableScreen() }
                NavigationLink("A message in a screen that is pushed away") { PushedAwayScreen() }
                NavigationLink("An item's message in a reused cell") { ItemMessageTableScreen() }
            } footer: {
                Text(
                    "Table: scroll up and down while both show. Expected: the HUD and the message stay where they "
                        + "are on screen (the message at the bottom, above the HUD) and never scroll with the rows. "
                        + "Pushed away: the message (3 s) is shown, the next screen is pushed after 1 s and popped "
                        + "after 6 s. Expected: no toast comes back; the screen's label says the message ended once, "
                        + "while it was away. Reused cell: row 1 shows an 8 s message keyed to its item; scroll "
                        + "it off screen at once so its cell displays other rows. Expected: the toast leaves with "
                        + "row 1 and never shows over another row; scrolled back within 8 s, row 1's cell shows it "
                        + "again; after 8 s no toast is anywhere.")
            }
        }
        .navigationTitle("A view's HUD starts fresh")
    }

    /// Runs `showAndHide` now and 2.5 s later, then removes `card`.
    private static func twice(in card: UIView, _ showAndHide: @escaping @MainActor () -> Void) {
        showAndHide()
        DispatchQueue.main.asyncAfter(deadline: .now() + 2.5) { showAndHide() }
        DispatchQueue.main.asyncAfter(deadline: .now() + 5) { card.removeFromSuperview() }
    }

    /// A grey card over the key window, for one check.
    private static func card() -> UIView? {
        guard
            let window = UIApplication.shared.connectedScenes.compactMap({ ($0 as? UIWindowScene)?.keyWindow }).first
        else { return nil }
        let card = UIView(frame: CGRect(x: 20, y: 140, width: window.bounds.width - 40, height: 260))
        card.backgroundColor = .systemGray5
        window.addSubview(card)
        return card
    }
}

/// A `UITableView` of 200 rows with a HUD and a message in it.
@MainActor
private struct ScrollingTableScreen: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UITableViewController {
        let controller = RowsController(style: .plain)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            guard let table = controller.viewIfLoaded else { return }
            HUDHandle(view: table).show(status: "Pinned", options: HUDOptions(maskType: .none))
            HUDHandle(view: table).showMessage("Pinned above the HUD", options: HUDOptions(duration: 10))
            DispatchQueue.main.asyncAfter(deadline: .now() + 10) { HUDHandle(view: table).hide() }
        }
        return controller
    }

    func updateUIViewController(_ controller: UITableViewController, context: Context) {}

    private final class RowsController: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 200 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row + 1)"
            return cell
        }
    }
}

/// A table of 200 rows whose first row shows a message keyed to its item (`HUDController.forItem(_:)`).
@MainActor
private struct ItemMessageTableScreen: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UITableViewController {
        let controller = ItemRowsController(style: .plain)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            HUDController.forItem(ItemRowsController.item(0))
                .showMessage("Row 1's message", options: HUDOptions(duration: 8))
        }
        return controller
    }

    func updateUIViewController(_ controller: UITableViewController, context: Context) {}

    private final class ItemRowsController: UITableViewController {
        static func item(_ row: Int) -> String { "reused-cell-row-\(row)" }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            tableView.rowHeight = 160
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 200 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row + 1)"
            HUDController.attach(item: Self.item(indexPath.row), to: cell.contentView)
            return cell
        }
    }
}

/// A navigation stack whose first screen shows a message, then is pushed away and popped back.
@MainActor
private struct PushedAwayScreen: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UINavigationController {
        let first = UIViewController()
        first.view.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 20, y: 120, width: 340, height: 60))
        label.numberOfLines = 0
        label.text = "The message ended 0 times"
        first.view.addSubview(label)
        let navigation = UINavigationController(rootViewController: first)
        var ended = 0
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            HUDHandle(view: first.view).showMessage("3 s, then pushed away", options: HUDOptions(duration: 3)) {
                ended += 1
                label.text = "The message ended \(ended) time\(ended == 1 ? "" : "s")"
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                let next = UIViewController()
                next.view.backgroundColor = .systemGray6
                navigation.pushViewController(next, animated: true)
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 6) { navigation.popViewController(animated: true) }
        }
        return navigation
    }

    func updateUIViewController(_ controller: UINavigationController, context: Context) {}
}
