# Sapphire Rapids: shlx, sarx and shrx from registers, four independent.
# Measured on this project's Intel machine with gcc-mca-measure: 2.00
# cycles per iteration, two a cycle (ports 0 and 6), and a chain of
# shrxq 1.00 a shift (spr-shift-latency.s).  uops.info's Alder Lake P
# figures (latency 3, reciprocal throughput 1.00, 4.00 here) are not
# this core's; alderlake keeps them.
# SOURCE: measured (gcc-mca-measure, minimum of 9 runs)
# CPU: sapphirerapids
# CYCLES: 2.00
	shlxq	%rcx, %rdx, %r8
	shlxq	%rcx, %rdx, %r9
	sarxq	%rcx, %rdx, %r10
	shrxq	%rcx, %rdx, %r11
