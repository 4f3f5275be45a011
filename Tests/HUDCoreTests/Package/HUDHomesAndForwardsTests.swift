import Foundation
import Testing

/// Each capability has one documented home, a function of ``HUDController`` (or of the one type that owns it), and
/// every other spelling of it is a forward: a function whose body calls the home and whose `///` doc is one line
/// linking to it. Read from the sources as text:
/// - **A forward links to a home that exists and is documented.** Every function of a forwarding layer (the `HUD`
///   statics, the view handle) whose body calls a function of the home type is a forward: its doc is one line, and
///   its first link names a function of the home type whose doc is the full one (more than one line). Settings
///   (properties) follow the settings table and are not functions, so the rule leaves them out. The Objective-C
///   façade forwards to the controller (its class methods) and to the view's handle (its instance methods), the
///   `.hudInView` modifiers to the `.hud` modifier they apply; a member that calls no home keeps its full doc.
/// - **A home has its forwards.** Every function of `HUDController` the window HUD can do has its `HUD` static
///   (instance functions: each is the window HUD's capability, `HUD` forwards them to ``HUDController/shared``; one
///   that only reads the appearance is a setting's, whose home is `HUDAppearance`), and
///   every function of the handle's table has its handle forward.
struct HUDHomesAndForwardsTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let sources = root.appendingPathComponent("Sources/HUDKit")

    /// Where a type's functions are declared: a folder of `Sources/HUDKit` and the files in it.
    struct Files: Sendable {
        let folder: String
        let prefix: String
    }

    /// A layer that forwards to a home: its files, what a call of the home looks like in a forward's body, the type
    /// a forward's first link names (`""`: a link relative to the forward's own type) and where that type's homes are.
    struct Layer: Sendable, CustomStringConvertible {
        let description: String
        let files: Files
        let call: String
        let homeType: String
        let homes: Files
    }

    static let controller = Files(folder: "API", prefix: "HUDController")

    /// The `HUD` statics call `HUDController.shared.name(…)` (or read it, `read { $0.name(…) }`); the handle calls the
    /// view's controller, `$0.name(…)`.
    static let hud = Layer(
        description: "HUD", files: Files(folder: "API", prefix: "HUD+"),
        call: #"(?:HUDController\.shared|(?:read|write) \{ \$0)\.(\w+)\("#, homeType: "HUDController", homes: controller
    )
    static let handle = Layer(
        description: "HUDHandle", files: Files(folder: "API", prefix: "HUDHandle+"), call: #"(?:\$0|\)\?)\.(\w+)\("#,
        homeType: "HUDController", homes: controller)
    /// The Objective-C façade's SVProgressHUD-shaped class methods call a `HUD` static, whose home is the controller's
    /// function; its MBProgressHUD-shaped instance methods call the view's handle, `handle?.name(…)`. A member that
    /// calls neither (a setting, `+showHUDAddedTo:animated:`, `+HUDForView:`) is the façade's own.
    static let objectiveCClass = Layer(
        description: "HUDProgressHUD (class)", files: Files(folder: "ObjectiveC", prefix: "HUDProgressHUD"),
        call: #"\bHUD\.(\w+)\("#, homeType: "HUDController", homes: controller)
    static let objectiveCInstance = Layer(
        description: "HUDProgressHUD (instance)", files: Files(folder: "ObjectiveC", prefix: "HUDProgressHUD"),
        call: #"\bhandle\?\.(\w+)\("#, homeType: "HUDHandle", homes: Files(folder: "API", prefix: "HUDHandle"))
    /// A SwiftUI modifier that applies another `.hud` modifier, `$0.hud(…)` (`.hudInView`), forwards to it; one that
    /// applies its own view modifier (a binding's rules: `.hud`, `.hudMessage`) is its own home.
    static let swiftUI = Layer(
        description: "View (SwiftUI)", files: Files(folder: "SwiftUI", prefix: "View+"), call: #"\$0\.(hud\w*)\("#,
        homeType: "", homes: Files(folder: "SwiftUI", prefix: "View+"))

    /// The controller's functions that a HUD in a view has too: every show, the work under a HUD and the messages.
    static let handleForwards: Set<String> = [
        "show(status:options:onDisappear:)", "show(progress:status:options:onDisappear:)",
        "show(image:status:options:onDisappear:)", "show(customView:status:options:onDisappear:)",
        "showSuccess(status:options:onDisappear:)", "showError(status:options:onDisappear:)",
        "showInfo(status:options:onDisappear:)", "showWhileExecuting(status:options:on:_:completion:)",
        "showMessage(_:glyph:id:policy:swipeToHide:options:onTap:onDisappear:)", "hideMessage(id:)",
    ]

    static func functions(in files: Files) throws -> [SwiftMember] {
        let folder = sources.appendingPathComponent(files.folder)
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(files.prefix) }
            .sorted().flatMap { file in
                SwiftMember.functions(
                    in: try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8), file: file)
            }
    }

    /// The home type's documented functions, by DocC name.
    static func homes(in files: Files = controller) throws -> [String: SwiftMember] {
        let members = try functions(in: files)
        return Dictionary(members.filter { !$0.isHidden }.map { ($0.name, $0) }) { first, _ in first }
    }

    /// The forwards of `layer`: its documented functions whose bodies call the home.
    static func forwards(of layer: Layer) throws -> [(member: SwiftMember, calls: String)] {
        try functions(in: layer.files).filter { !$0.isHidden }.compactMap { member in
            guard let match = member.body.range(of: layer.call, options: .regularExpression) else { return nil }
            let call = member.body[match].replacingOccurrences(
                of: layer.call, with: "$1", options: .regularExpression)
            return (member, call)
        }
    }

    @Test(arguments: [hud, handle, objectiveCClass, objectiveCInstance, swiftUI])
    func everyForwardIsOneLineLinkingToADocumentedHome(layer: Layer) throws {
        // Given the home's functions and the layer's forwards
        let homes = try Self.homes(in: layer.homes)
        let forwards = try Self.forwards(of: layer)
        #expect(!forwards.isEmpty, "no forward found in \(layer)")

        for (forward, call) in forwards {
            // Then each forward's doc is one line, linking first to the home it calls
            let place = "\(forward.file): \(forward.name)"
            #expect(forward.isForwardDoc, "\(place) is a forward: its doc must be one line linking to its home")
            guard let link = forward.links.first else { continue }
            #expect(link.type == layer.homeType, "\(place) links first to \(link.type), not to its home")
            let home = homes[link.member]
            #expect(home != nil, "\(place) links to \(layer.homeType)/\(link.member), which does not exist")
            #expect(link.member.hasPrefix(call + "("), "\(place) calls \(call) but links to \(link.member)")
            #expect((home?.doc.count ?? 0) > 1, "the home of \(place), \(link.member), has no full doc")
        }
    }

    @Test func everyHomeHasItsForwards() throws {
        // Given the homes and what each layer links to
        // (a function that only reads the appearance, `appearance.name(…)`, is a setting's: `HUDAppearance` owns it)
        let homes = try Self.homes().values.filter { home in
            !home.isStatic && !home.body.contains("appearance.\(home.name.prefix { $0 != "(" })(")
        }
        let linkedFromHUD = Set(try Self.forwards(of: Self.hud).flatMap { $0.member.links.map(\.member) })
        let linkedFromHandle = Set(try Self.forwards(of: Self.handle).flatMap { $0.member.links.map(\.member) })

        // Then every instance function of the controller has its `HUD` static, and the handle's table its forwards
        for home in homes {
            #expect(linkedFromHUD.contains(home.name), "HUDController/\(home.name) has no HUD forward")
        }
        for name in Self.handleForwards {
            #expect(homes.contains { $0.name == name }, "the handle's table names HUDController/\(name), gone")
            #expect(linkedFromHandle.contains(name), "HUDController/\(name) has no HUDHandle forward")
        }
    }

    @Test func theReaderFindsNamesDocsLinksAndBodies() {
        // Given
        let source = """
            extension HUD {
                /// ``HUDController/show(progress:status:options:onDisappear:)-(Double,_,_,_)``.
                public nonisolated static func show(
                    progress: Double, status: String? = nil,
                    onTap: (@MainActor @Sendable () -> Void)? = nil
                ) {
                    HUDMainQueue.main.run { HUDController.shared.show(progress: progress, status: status) }
                }

                /// Shows, as ``show(progress:status:)``.
                ///
                /// More.
                @discardableResult @_documentation(visibility: internal)
                public func hide(animated: Bool = true) -> Int { 0 }
            }
            """

        // When
        let members = SwiftMember.functions(in: source, file: "HUD+Sample.swift")

        // Then
        #expect(members.map(\.name) == ["show(progress:status:onTap:)", "hide(animated:)"])
        #expect(members.map(\.isStatic) == [true, false] && members.map(\.isHidden) == [false, true])
        #expect(members.first?.isForwardDoc == true && members.last?.isForwardDoc == false)
        #expect(members.first?.links.first?.member == "show(progress:status:options:onDisappear:)")
        #expect(members.first?.body.contains("HUDController.shared.show(") == true)
        #expect(members.last?.links.first?.type == "" && members.last?.links.first?.member == "show(progress:status:)")
    }
}
