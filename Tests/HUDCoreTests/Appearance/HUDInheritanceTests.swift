import Testing

@_spi(HUDEngine) @testable import HUDCore

/// Scene and view controllers inherit the shared controller's app-wide settings and follow their later changes,
/// each until it sets its own.
struct HUDInheritanceTests {
    @Test func anHeirFollowsEveryLaterChangeOfTheSharedController() {
        var inheritance = HUDInheritance(source: "shared")
        inheritance.inherit("scene")
        inheritance.inherit("view")

        for setting in HUDInheritance<String>.Setting.allCases {
            #expect(inheritance.changed(setting, by: "shared") == ["scene", "view"], "\(setting)")
        }
    }

    @Test func aWriteOfTheFontsByKeyPathIsAnAppWideChangeAndEveryOtherSettingIsNot() {
        // `HUD.font` and `HUD.detailsFont` write through the appearance's key paths; the heirs must hear them
        typealias Setting = HUDInheritance<String>.Setting
        #expect(Setting(changing: \HUDAppearance.font) == .font)
        #expect(Setting(changing: \HUDAppearance.detailsFont) == .detailsFont)
        #expect(Setting(changing: \HUDAppearance.cornerRadius) == nil)
        #expect(Setting(changing: \HUDAppearance.foregroundColor) == nil)
    }

    @Test func anHeirThatSetsASettingKeepsItsOwnAndFollowsTheRest() {
        // Given a scene's controller that set its own font
        var inheritance = HUDInheritance(source: "shared")
        inheritance.inherit("scene")
        #expect(inheritance.changed(.font, by: "scene").isEmpty)

        // When the app changes the app-wide font and glyphs
        let fontHeirs = inheritance.changed(.font, by: "shared")
        let glyphHeirs = inheritance.changed(.glyphImages, by: "shared")

        // Then the scene keeps its font and takes the glyphs
        #expect(fontHeirs.isEmpty, "Before the fix, a later app-wide font overwrote the scene's own")
        #expect(glyphHeirs == ["scene"])
        #expect(!inheritance.follows("scene", .font))
        #expect(inheritance.follows("scene", .detailsFont))
    }

    @Test func aViewsHUDFollowsTheFontsAndGlyphsButKeepsItsInViewAppearance() {
        var inheritance = HUDInheritance(source: "shared")
        inheritance.inherit("scene")
        inheritance.inherit("view", following: HUDInheritance<String>.Setting.ofAView)

        #expect(inheritance.changed(.appearance, by: "shared") == ["scene"])
        #expect(inheritance.changed(.font, by: "shared") == ["scene", "view"])
    }

    @Test func aSceneThatSetsItsOwnAppearanceStopsFollowingHUDsStaticSettings() {
        var inheritance = HUDInheritance(source: "shared")
        inheritance.inherit("scene")
        #expect(inheritance.changed(.appearance, by: "shared") == ["scene"], "HUD.style = .dark reaches the scene")

        _ = inheritance.changed(.appearance, by: "scene")

        #expect(inheritance.changed(.appearance, by: "shared").isEmpty)
        #expect(inheritance.changed(.glyphImages, by: "shared") == ["scene"])
    }

    @Test func theSharedControllerIsNoHeirOfItselfAndAForgottenHeirIsNeverTold() {
        var inheritance = HUDInheritance(source: "shared")
        inheritance.inherit("shared")
        inheritance.inherit("view")
        inheritance.forget("view")

        #expect(inheritance.changed(.font, by: "shared").isEmpty)
        #expect(!inheritance.follows("shared", .font))
        #expect(!inheritance.follows("stranger", .font))
    }

    @Test func aControllerThatIsNoHeirChangesNothingForOthers() {
        var inheritance = HUDInheritance(source: "shared")
        inheritance.inherit("scene")
        #expect(inheritance.changed(.glyphImages, by: "app's own controller").isEmpty)
        #expect(inheritance.follows("scene", .glyphImages))
    }
}
