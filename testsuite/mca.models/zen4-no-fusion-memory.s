# Zen 4: a cmpq with a memory operand does not fuse with the je after it
# (two macro-ops, 8 per iteration on the 6-wide dispatch: 1.34 cycles;
# fused, it would be 7/6).  Measured on a Zen 4 host with gcc-mca-measure:
# 1.344.
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 1.344
	movq	(%rdi), %r8
	movq	8(%rdi), %r9
	addq	$1, %r11
	addq	$1, %rbx
	addq	$1, %r12
	cmpq	16(%rdi), %rdx
	je	9f
9:
	addq	$1, %rsi
