# CPU: znver4
# MEASURED: 1.88
	addq (%rsi), %r8
	addq 8(%rsi), %r9
	addq 16(%rsi), %r11
	imulq $3, %rbx, %r10
