# Zen 4: a fused pair whose first instruction writes a register still
# takes an ALU.  Four independent addq and addq $1, %r14 + jne (not
# taken) are five ALU operations on four ALUs: 1.25 cycles per
# iteration.  Measured on a Zen 4 host with gcc-mca-measure: 1.25
# (subq, incq, decq, andq, orq, xorq + jne: 1.25-1.26); with cmpq or
# testq + jne in place of the addq, 1.01 (zen4-fused-cmp-no-alu.s).
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 1.25
	addq	$1, %r11
	addq	$1, %rax
	addq	$1, %rcx
	addq	$1, %rbx
	addq	$1, %r14
	jne	9f
9:
