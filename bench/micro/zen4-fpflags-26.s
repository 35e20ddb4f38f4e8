# As zen4-fpflags-02: the same family.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 1.21
	movq	%xmm0, %r9
	movq	%rcx, (%rdi,%rax)
	addq	$8, %rax
