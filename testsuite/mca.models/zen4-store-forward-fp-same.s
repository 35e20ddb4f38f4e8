# Zen 4: a double stored and loaded back at once, the load written as
# the store (same registers and displacement).  Such a load does not get
# the quick path of zen4-store-forward-fp.s: measured on a Zen 4 host
# with gcc-mca-measure, 12.01 cycles per iteration (mulsd 3, so 9 from
# the store's data to the load's result; a mulsd load-op in place of
# the movsd, 12.01 too).  The model takes forward-cycles (-1) for it, not
# forward-cycles-vector: 1 + 8 - 1 + 3 = 11.
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 11.0
.L1:
	movsd	%xmm1, (%rsi,%rax,8)
	movsd	(%rsi,%rax,8), %xmm2
	mulsd	%xmm2, %xmm1
	addq	$1, %rax
	cmpq	%rdi, %rax
	jne	.L1
