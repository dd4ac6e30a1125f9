import CGtk
import XCTest

@testable import SegmentGtk

/// GTK's high-contrast themes get SegmentKit's high-contrast rules, and only they, switched live.
final class HighContrastThemeTests: GtkTestCase, @unchecked Sendable {
    func testGtksHighContrastThemeNamesAndVariantsAreRecognised() {
        for theme in [
            "HighContrast", "Default-hc", "Default-hc-dark", "Default:hc",
            "Default:hc-dark", "Adwaita:hc", "HighContrast:dark",
        ] {
            XCTAssertTrue(HighContrastTheme.isHighContrast(theme), theme)
        }
        for theme in [
            "", "Adwaita", "Adwaita-dark", "Default", "Default:dark", "Default-dark", "Yaru", "Yaru:hcx",
            "highcontrast", ":", "hc",
            // GTK 4.8 shows its default light theme for this name.
            "HighContrastInverse",
        ] {
            XCTAssertFalse(HighContrastTheme.isHighContrast(theme), theme)
        }
    }

    /// `GTK_THEME`, which GTK reads instead of the setting when it is set, decides for SegmentKit as well.
    func testTheGtkThemeVariableOverridesTheSetting() throws {
        try onMain {
            let display = try XCTUnwrap(gdk_display_get_default())
            defer { g_unsetenv("GTK_THEME") }
            g_setenv("GTK_THEME", "Default:hc-dark", 1)
            XCTAssertTrue(HighContrastTheme.isShown(on: display))
            g_setenv("GTK_THEME", "Adwaita:dark", 1)
            XCTAssertFalse(HighContrastTheme.isShown(on: display))
            g_unsetenv("GTK_THEME")
            let settings = try XCTUnwrap(gtk_settings_get_default())
            let name = try XCTUnwrap(cgtk_settings_string(settings, "gtk-theme-name"))
            defer { g_free(name) }
            XCTAssertEqual(
                HighContrastTheme.isShown(on: display), HighContrastTheme.isHighContrast(String(cString: name)))
        }
    }

    /// Switching GTK's theme to `HighContrast` and back restyles a bar that is on screen: its titles lose
    /// their dimming, then get it back.
    func testSwitchingToAHighContrastThemeAndBackRestylesTheBarLive() throws {
        try onMain {
            let bar = SegmentBar(items: fourItems, style: .underline)
            let window = host(bar.widget)
            let settings = try XCTUnwrap(gtk_settings_get_default())
            let name = try XCTUnwrap(cgtk_settings_string(settings, "gtk-theme-name"))
            let original = String(cString: name)
            g_free(name)
            let dimmed = bar.testController.appearance.colors.normal.alpha
            XCTAssertEqual(dimmed, 0.72, accuracy: 0.01, "the usual titles are dimmed")

            cgtk_set_string_property(settings.gpointer, "gtk-theme-name", "HighContrast")
            nextFrame(window)
            XCTAssertEqual(bar.testController.appearance.colors.normal.alpha, 1, "HighContrast")
            cgtk_set_string_property(settings.gpointer, "gtk-theme-name", "HighContrastInverse")
            nextFrame(window)
            XCTAssertEqual(bar.testController.appearance.colors.normal.alpha, dimmed, accuracy: 0.01, "not in 4.8")
            cgtk_set_string_property(settings.gpointer, "gtk-theme-name", original)
            nextFrame(window)
            XCTAssertEqual(bar.testController.appearance.colors.normal.alpha, dimmed, accuracy: 0.01, original)
            destroy(window)
        }
    }

    /// Lets GTK recompute styles, which it does while preparing the next frame.
    @MainActor
    private func nextFrame(_ window: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_queue_draw(window)
        gtk_test_widget_wait_for_draw(window)
        pump()
    }
}
