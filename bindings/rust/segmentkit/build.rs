// Links libsegmentkit-1 as pkg-config describes it: installed (`make install`), or this tree's build when
// PKG_CONFIG_PATH names .build/gir/<config>, whose segmentkit-1-uninstalled.pc pkg-config prefers.
fn main() {
    if let Err(error) = pkg_config::Config::new().atleast_version("1.0").probe("segmentkit-1") {
        eprintln!(
            "segmentkit: libsegmentkit-1 not found through pkg-config ({}); run `make install`",
            error
        );
        std::process::exit(1);
    }
}
