# CPU: znver3
# MEASURED: 2.00
# two adcx and two adox on four registers: the carry and overflow chains one cycle an operation each, 2.00 (the model 4.00)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	adcxq	%r8, %rax
	adoxq	%r8, %rcx
	adcxq	%r8, %rdx
	adoxq	%r8, %r9
