# Sapphire Rapids: two rorx from registers and two shrx from memory,
# independent.  Measured on this project's Intel machine with
# gcc-mca-measure: 2.00 cycles per iteration (four rorx alone 2.00):
# each runs two a cycle on ports 0 and 6, where uops.info's Alder Lake P
# table has RORX (R64, R64, I8) at a reciprocal throughput of 1.00
# (alderlake keeps that).
# SOURCE: measured (gcc-mca-measure, minimum of 9 runs)
# CPU: sapphirerapids
# CYCLES: 2.00
	rorxq	$13, %rdx, %r8
	rorxl	$7, %edx, %r9d
	shrxq	%rcx, (%rsi), %r10
	shlxq	%rcx, 8(%rsi,%rax,8), %r11
