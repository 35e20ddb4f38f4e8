# As zen4-fpflags-02: the same family.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 1.52
	comisd	%xmm1, %xmm0
	ja	.L1
.L1:
	movq	(%rdi,%rax), %rcx
	addq	$8, %rax
