import Foundation
import Testing

/// The `HUD` façade keeps one file per topic of its documentation page (`Sources/HUDKit/HUDKit.docc/HUD.md`), named
/// for it, so a reader finds a member where the documentation groups it: each `### Topic` of the page lists exactly
/// the documented static members of its file. Overloads hidden from the documentation
/// (`@_documentation(visibility: internal)`) live in `HUD+MigrationOverloads.swift`, which no topic lists.
struct HUDTopicsTests {
    private let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Each topic of the HUD page and the file that declares its members.
    static let fileOfTopic = [
        "Reading the state": "HUD+State.swift",
        "Showing": "HUD+Showing.swift",
        "Changing the HUD in place": "HUD+InPlace.swift",
        "Dismissing": "HUD+Dismissing.swift",
        "Activities": "HUD+Activities.swift",
        "Running work": "HUD+Work.swift",
        "Messages": "HUD+Messages.swift",
        "Showing in a view": "HUD+View.swift",
        "Running, dismissing and finding a view's HUD": "HUD+ViewLookup.swift",
        "HUDs for list items": "HUD+Items.swift",
        "Windows and scenes": "HUD+Scene.swift",
        "Settings": "HUD+Appearance.swift",
        "Images": "HUD+Images.swift",
    ]
    static let hiddenOverloadsFile = "HUD+MigrationOverloads.swift"

    @Test func eachTopicOfTheHUDPageListsExactlyTheMembersOfItsFile() throws {
        // Given
        let topics = try Self.topics(
            of: String(contentsOf: root.appendingPathComponent("Sources/HUDKit/HUDKit.docc/HUD.md"), encoding: .utf8))
        let folder = root.appendingPathComponent("Sources/HUDKit/API")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("HUD+") && $0.hasSuffix(".swift") }

        // Then
        #expect(Set(topics.map(\.title)) == Set(Self.fileOfTopic.keys), "the HUD page's topics and the table differ")
        #expect(
            Set(files) == Set(Self.fileOfTopic.values).union([Self.hiddenOverloadsFile]),
            "a HUD+*.swift file that is no topic of the HUD page")
        for (title, listed) in topics {
            guard let file = Self.fileOfTopic[title] else { continue }
            let declared = try Self.members(
                of: String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
            #expect(
                declared.hidden.isEmpty, "\(file) hides \(declared.hidden): move them to \(Self.hiddenOverloadsFile)")
            #expect(
                Set(listed) == Set(declared.documented),
                "topic \(title): listed but not in \(file): \(Set(listed).subtracting(declared.documented).sorted()); in \(file) but not listed: \(Set(declared.documented).subtracting(listed).sorted())"
            )
        }
        let hidden = try Self.members(
            of: String(contentsOf: folder.appendingPathComponent(Self.hiddenOverloadsFile), encoding: .utf8))
        #expect(hidden.documented.isEmpty, "\(Self.hiddenOverloadsFile) documents \(hidden.documented)")
        let core = try Self.members(of: String(contentsOf: folder.appendingPathComponent("HUD.swift"), encoding: .utf8))
        #expect(core.documented.isEmpty && core.hidden.isEmpty, "HUD.swift declares the type only")
    }

    /// `HUD` holds the window HUD and the app-wide settings; the settings are ``HUDAppearance``'s properties by name
    /// (`@dynamicMemberLookup`), not one static each, and a view's HUD lives on its handle and controller.
    @Test func theHUDNamespaceHasAtMostEightyStaticMembers() throws {
        // Given
        let folder = root.appendingPathComponent("Sources/HUDKit/API")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { ($0.hasPrefix("HUD+") || $0 == "HUD.swift") && $0.hasSuffix(".swift") }

        // When
        let members = try files.flatMap { file in
            let declared = try Self.members(
                of: String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
            return declared.documented + declared.hidden
        }

        // Then
        #expect(members.count <= 80, "HUD has \(members.count) static members")
    }

    @Test func aMembersNameIsItsBaseNameAndArgumentLabelsAsDocCLinksIt() {
        // Given
        let source = """
            /// A sample.
            public nonisolated static var isVisible: Bool { read { $0.isVisible } }
            public nonisolated static let statusUserInfoKey = "HUDStatusUserInfoKey"
            @discardableResult
            public static func run<Value>(
                in view: UIView,
                failure: (any Error) -> String = { $0.localizedDescription },
                @_inheritActorContext _ work: @escaping @Sendable () async throws -> sending Value
            ) async throws -> Value {
            }
            public nonisolated static func dismiss() {}
            public nonisolated static subscript<Value: Sendable>(
                dynamicMember keyPath: WritableKeyPath<HUDAppearance, Value> & Sendable
            ) -> Value {
            }
            private nonisolated static func showing(_ body: () -> Void) {}
            @_disfavoredOverload @_documentation(visibility: internal)
            public static func dismiss(withDelay delay: TimeInterval = 0, completion: (() -> Void)?) {}
            """

        // When
        let members = Self.members(of: source)

        // Then
        #expect(
            members.documented == [
                "isVisible", "statusUserInfoKey", "run(in:failure:_:)", "dismiss()", "subscript(dynamicMember:)",
            ])
        #expect(members.hidden == ["dismiss(withDelay:completion:)"])
    }

    @Test func aTopicListsItsLinksWithoutTheirDisambiguation() {
        // Given
        let page = """
            # ``HUDKit/HUD``

            ## Topics

            ### Showing

            - ``show(progress:status:options:onTap:onDisappear:)-(Double,_,_,_,_)``
            - ``dismiss(withDelay:completion:)-78lqz``
            - ``isVisible``
            """

        // When
        let topics = Self.topics(of: page)

        // Then
        #expect(topics.map(\.title) == ["Showing"])
        #expect(
            topics.first?.links == [
                "show(progress:status:options:onTap:onDisappear:)", "dismiss(withDelay:completion:)", "isVisible",
            ])
    }

    /// The `### Title` sections of a topics page, each with its symbol links, disambiguation suffix removed.
    static func topics(of page: String) -> [(title: String, links: [String])] {
        var topics: [(title: String, links: [String])] = []
        for line in page.split(separator: "\n").map(String.init) {
            if line.hasPrefix("### ") {
                topics.append((String(line.dropFirst(4)), []))
            } else if line.hasPrefix("- ``"), line.hasSuffix("``"), !topics.isEmpty {
                var link = String(line.dropFirst(4).dropLast(2))
                if let close = link.firstIndex(of: ")") {
                    link = String(link[...close])
                } else if let dash = link.firstIndex(of: "-") {
                    link = String(link[..<dash])
                }
                topics[topics.count - 1].links.append(link)
            }
        }
        return topics
    }

    /// The public static members declared in `source`, named as DocC links them (`name` for a property,
    /// `name(label:label:)` for a function), split into the documented ones and those hidden from the documentation.
    static func members(of source: String) -> (documented: [String], hidden: [String]) {
        var documented: [String] = []
        var hidden: [String] = []
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var attributes = ""
        for (index, line) in lines.enumerated() {
            let code = line.trimmingCharacters(in: .whitespaces)
            if code.hasPrefix("@") && !code.contains(" static ") {
                attributes += code
                continue
            }
            defer { if !code.hasPrefix("///") { attributes = "" } }
            guard !code.hasPrefix("//"), code.contains("public "),
                let name = staticMemberName(lines[index...].joined(separator: "\n"))
            else { continue }
            if (attributes + code).contains("@_documentation(visibility: internal)") {
                hidden.append(name)
            } else {
                documented.append(name)
            }
        }
        return (documented, hidden)
    }

    /// The DocC name of the static member whose declaration starts `text`, or `nil` when it declares none.
    private static func staticMemberName(_ text: String) -> String? {
        let firstLine = text.prefix { $0 != "\n" }
        for keyword in [" static var ", " static let "] {
            if let range = firstLine.range(of: keyword) {
                return String(firstLine[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            }
        }
        let function = firstLine.range(of: " static func ")
        let subscriptRange = firstLine.range(of: " static subscript")
        guard let range = function ?? subscriptRange else { return nil }
        let rest = text[range.upperBound...]
        let name = function == nil ? "subscript" : String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        var depth = 0
        var parameters = ""
        var inParameters = false
        for character in rest.replacingOccurrences(of: "->", with: "→").drop(while: { $0 != "(" }) {
            if "([{<".contains(character) { depth += 1 }
            if ")]}>".contains(character) { depth -= 1 }
            if inParameters && depth == 0 { break }
            if character == "(" && depth == 1 && !inParameters {
                inParameters = true
                continue
            }
            parameters.append(depth == 1 && character == "," ? "\u{0}" : character)
        }
        let labels = parameters.split(separator: "\u{0}").map { parameter -> String in
            let words = parameter.prefix { $0 != ":" }.split(whereSeparator: \.isWhitespace)
                .filter { !$0.hasPrefix("@") }
            return "\(words.first ?? "_"):"
        }
        return "\(name)(\(labels.joined()))"
    }
}
