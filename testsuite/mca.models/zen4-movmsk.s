# Zen 4: vmovmskps into a general register beside four independent leal,
# measured on a Zen 4 host with gcc-mca-measure: 2.00 cycles per
# iteration, as vmovd (zen4-vec-to-gpr.s).  With the four ALUs its
# scheduling class lists 19 resources (LLVM names every FP group).
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 2.01
	vmovmskps	%xmm0, %edx
	leal	1(%rbx), %r8d
	leal	1(%rbx), %r9d
	leal	1(%rbx), %r10d
	leal	1(%rbx), %r11d
