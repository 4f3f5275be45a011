import HUDKit
import SwiftUI
import UIKit

/// A UIKit table of 40 uploads (tap a row to start one): each running upload has a progress HUD keyed to its row's
/// item (`HUDController.forItem(_:)`, `HUDController.attach(item:to:)`), which shows in whichever reused cell displays the row and
/// scrolls with it; a HUD shown over the whole table stays pinned to its visible bounds while it scrolls.
struct UploadsList: UIViewRepresentable {
    func makeCoordinator() -> Uploads { Uploads() }

    func makeUIView(context: Context) -> UITableView {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: Uploads.cell)
        table.rowHeight = 64
        table.dataSource = context.coordinator
        table.delegate = context.coordinator
        table.tableHeaderView = context.coordinator.header(for: table)
        context.coordinator.table = table
        return table
    }

    func updateUIView(_ uiView: UITableView, context: Context) {}

    static func dismantleUIView(_ uiView: UITableView, coordinator: Uploads) {
        coordinator.stop()
    }
}

/// The uploads' progress and the table's data source; a timer moves every running upload and refreshes the HUDs
/// of the rows on screen.
@MainActor
final class Uploads: NSObject, UITableViewDataSource, UITableViewDelegate {
    static let cell = "upload"
    weak var table: UITableView?
    /// The progress of each row; `nil` before it starts.
    private var progress: [Double?] = Array(repeating: nil, count: 40)
    private var timer: Timer?

    override init() {
        super.init()
        for row in stride(from: 0, to: progress.count, by: 3) { progress[row] = Double(row % 7) / 10 }
        timer = Timer.scheduledTimer(withTimeInterval: 0.2, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.tick() }
        }
    }

    func stop() {
        timer?.invalidate()
    }

    func header(for table: UITableView) -> UIView {
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        stack.distribution = .fillEqually
        stack.addArrangedSubview(
            UIButton(
                type: .system,
                primaryAction: UIAction(title: "Over the list") { [weak table] _ in
                    guard let table else { return }
                    HUDHandle(view: table).show(status: "Pinned while you scroll", options: HUDOptions(duration: 3))
                }))
        stack.addArrangedSubview(
            UIButton(
                type: .system,
                primaryAction: UIAction(title: "Dismiss all") { [weak table] _ in
                    guard let table else { return }
                    HUDHandle(view: table).hideAll()
                }))
        return stack
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        progress.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cell, for: indexPath)
        configure(cell, row: indexPath.row)
        return cell
    }

    /// A tap starts (or restarts) the row's upload; its HUD passes the tap through (mask `.none`).
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        progress[indexPath.row] = 0
        if let cell = tableView.cellForRow(at: indexPath) { configure(cell, row: indexPath.row) }
    }

    /// A reused cell shows its new row's HUD, or none: the HUD is the row's, not the cell's.
    private func configure(_ cell: UITableViewCell, row: Int) {
        var content = cell.defaultContentConfiguration()
        content.text = "photo-\(row + 1).heic"
        content.secondaryText = progress[row].map { $0 < 1 ? "Uploading" : "Uploaded" } ?? "Tap to upload"
        cell.contentConfiguration = content
        HUDController.attach(item: row, to: cell.contentView)
        let rowHUD = HUDController.forItem(row)
        rowHUD.appearance.ringNoTextRadius = 12
        if let fraction = progress[row], fraction < 1 {
            rowHUD.show(progress: fraction)
        } else if rowHUD.isVisible {
            rowHUD.dismiss()
        }
    }

    private func tick() {
        for row in progress.indices {
            guard let fraction = progress[row] else { continue }
            progress[row] = fraction < 1 ? min(fraction + 0.02, 1) : fraction
        }
        guard let table else { return }
        for indexPath in table.indexPathsForVisibleRows ?? [] {
            guard let cell = table.cellForRow(at: indexPath) else { continue }
            configure(cell, row: indexPath.row)
        }
    }
}
