# Zen 3: a byte store to a new line every iteration costs nothing more
# (no line is written again): one a cycle, with the addq that steps it.
# Measured on the Zen 3 host with gcc-mca-measure: 1.02.
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1)
# CPU: znver3
# CYCLES: 1.02
	movb	%cl, (%rdi,%rax)
	addq	$64, %rax
