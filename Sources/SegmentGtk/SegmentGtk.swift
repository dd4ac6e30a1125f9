// SegmentGtk: GTK widgets over SegmentCore.
