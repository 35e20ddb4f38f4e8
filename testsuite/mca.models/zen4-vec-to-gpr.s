# Zen 4: a move from the vector side into a general register takes all
# four integer ALUs for a cycle.  vmovd beside four independent leal:
# measured on a Zen 4 host with gcc-mca-measure 2.00 cycles per
# iteration (the leal alone 1.00; beside 1, 2, 3 and 8 leal 1.31, 1.50,
# 1.77 and 3.00: (4 + n) / 4).  The model said 1.00 before.
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 2.01
	vmovd	%xmm0, %edx
	leal	1(%rbx), %r8d
	leal	1(%rbx), %r9d
	leal	1(%rbx), %r10d
	leal	1(%rbx), %r11d
