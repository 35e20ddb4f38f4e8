# Zen 5: four one-cycle chains beside two independent leaq (six ALU
# operations): the chains' operations are held by the back-to-back
# limit (the model's backtoback line), the leaq are not.  Measured: 1.08
# (1.081, 1.075); with three chains and three leaq 1.03, five and one
# 1.16.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), 2026-12-06
# CPU: znver5
# CYCLES: 1.08
	addq	$1, %r8
	addq	$1, %r9
	addq	$1, %r10
	addq	$1, %r11
	leaq	1(%r15), %r12
	leaq	1(%r15), %r13
