import CGtk

/// SegmentKit's one stylesheet, compiled into the library and installed once per display just above the
/// GTK theme, so apps (application priority) and users (user priority) override any rule of it.
///
/// It styles every node the bar draws (see ``BarNodes`` and the README's node table): colours, fonts,
/// paddings, sizes and boxes. Preset styles are classes on the bar. Colours use Adwaita's named colours,
/// which have light and dark variants, and are mixed so that every title reaches 4.5:1 and every
/// indicator 3:1 against what is behind it in both (the contrast test checks each style).
@MainActor
enum DefaultStylesheet {
    /// The stylesheet text.
    static let css = """
        /* Titles: the accent moved towards the foreground until it reads as text on the background. */
        @define-color segmentkit_accent mix(@theme_selected_bg_color, @theme_fg_color, 0.55);

        segmentbar { min-height: 24px; }
        segmentbar.underline { border-bottom: 1px solid @borders; }
        segmentbar.vertical.underline { border-bottom: none; border-right: 1px solid @borders; }
        segmentbar.vertical.underline:dir(rtl) { border-right: none; border-left: 1px solid @borders; }
        segmentbar.scrollable { padding: 0 5px; }
        segmentbar.capsule {
          padding: 3px;
          border-radius: 9999px;
          background-color: alpha(@theme_fg_color, 0.08);
        }

        segmentbar > segment {
          padding: 8px 10px;
          border-radius: 8px;
          font-weight: normal;
          color: alpha(@theme_fg_color, 0.72);
          outline: 0 solid transparent;
          outline-offset: -3px;
        }
        segmentbar > segment:hover { color: @theme_fg_color; background-color: alpha(@theme_fg_color, 0.08); }
        segmentbar > segment:active { color: @theme_fg_color; background-color: alpha(@theme_fg_color, 0.16); }
        segmentbar > segment:selected { color: @segmentkit_accent; }
        segmentbar > segment:disabled { color: alpha(@theme_fg_color, 0.32); }
        segmentbar > segment:focus-visible { outline: 2px solid alpha(@segmentkit_accent, 0.8); }
        segmentbar > segment > image { -gtk-icon-size: 16px; margin: 0 6px; }
        /* Tab strips: the close button's icon colour and size, and the gap to the title (margin-left). */
        segmentbar > segment > button.close {
          min-width: 16px;
          min-height: 16px;
          padding: 0;
          margin: 0 0 0 4px;
          border: none;
          border-radius: 9999px;
          box-shadow: none;
          background: none;
          color: alpha(@theme_fg_color, 0.72);
        }
        segmentbar > segment > button.close:hover { color: @theme_fg_color; background-color: alpha(@theme_fg_color, 0.12); }
        segmentbar > segment > button.close:active { background-color: alpha(@theme_fg_color, 0.24); }

        segmentbar.scrollable > segment { padding: 8px 12px; }
        segmentbar.scrollable > segment:selected { font-size: 127%; font-weight: bold; }
        segmentbar.cursor > segment:selected { font-size: 109%; font-weight: bold; }
        segmentbar.icons > segment { padding: 8px 14px; }
        segmentbar.capsule > segment { padding: 7px 14px; border-radius: 9999px; color: @theme_fg_color; }
        /* On the pill the outline is drawn inside it, in the colour of the text on the pill. */
        segmentbar.capsule > segment:selected:focus-visible {
          outline-color: alpha(@theme_bg_color, 0.9);
          outline-offset: -5px;
        }

        segmentbar > indicator {
          min-height: 2px;
          border-radius: 9999px;
          background-color: @segmentkit_accent;
          /* What a segment's own indicator colour fades from and to during a swipe. */
          color: @segmentkit_accent;
        }
        segmentbar > indicator > label { color: @theme_bg_color; }
        segmentbar.scrollable > indicator { min-height: 4px; }
        segmentbar.cursor > indicator { min-height: 3px; }
        segmentbar.icons > indicator { min-height: 3px; margin: 0 8px; }
        segmentbar > indicator.dot { min-height: 6px; }
        segmentbar > indicator.box { border-radius: 6px; }
        segmentbar > indicator.triangle { min-height: 6px; border-radius: 0; }
        segmentbar > indicator.css, segmentbar > indicator.custom {
          margin: 4px 2px;
          border-radius: 8px;
          background-color: transparent;
          background-image: linear-gradient(to bottom, alpha(@segmentkit_accent, 0.10), alpha(@segmentkit_accent, 0.26));
          box-shadow: 0 1px 3px alpha(black, 0.25);
        }

        segmentbar > separator { min-width: 0; min-height: 0; background: none; }
        segmentbar.icons > separator { min-width: 1px; margin: 10px 0; background-color: @borders; }

        segmentbar > badge {
          min-height: 14px;
          padding: 0 4px;
          margin: 0 0 0 4px;
          border-radius: 9999px;
          background-color: @error_color;
          color: white;
          font-size: 8pt;
          font-weight: bold;
        }
        segmentbar > badge.dot { min-width: 6px; min-height: 6px; padding: 0; margin: 0; }

        segmentbar > edge { min-width: 32px; color: @theme_bg_color; }
        """

    /// The displays that have the stylesheet: one or two, so a list (a Set of a new element type costs the Swift
    /// runtime a scan of every protocol conformance on its first use, on the way to the first frame).
    private static var displays: [UnsafeMutableRawPointer] = []

    /// Adds the stylesheet to `display` unless it is there already.
    static func install(for display: OpaquePointer?) {
        guard let display, !displays.contains(UnsafeMutableRawPointer(display)) else { return }
        displays.append(UnsafeMutableRawPointer(display))
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, css, -1)
        // Just above the GTK theme, which GTK 4.8 installs at settings priority: below it, the theme's rules
        // for bare node names (Adwaita's `separator { min-width: 1px }`) win over `segmentbar > separator`.
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_SETTINGS) + 1)
        unref(provider!)
    }
}
