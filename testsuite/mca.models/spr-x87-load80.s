# Emerald Rapids: an 80-bit x87 load (fldt) and fld1 go one every 2
# cycles: fldt and fld1, each popped, 4.00 cycles per iteration measured
# on the Emerald Rapids host with gcc-mca-measure (two fldt 4.00, two
# fld1 4.27, fldt beside four 8-byte loads 2.00); a unit of their own
# held 2 cycles (class-fixes).  Before, the model said 1.08.
# SOURCE: gcc-mca-measure on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 4.0
	fldt	(%rdi)
	fld1
	fstp	%st(0)
	fstp	%st(0)
