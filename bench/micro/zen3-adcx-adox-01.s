# CPU: znver3
# MEASURED: 1.00
# adcx and adox on two registers: the carry chain and the overflow chain run side by side, one cycle an iteration (the model, which keeps the flags as one register, 2.00)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	adcxq	%r8, %rax
	adoxq	%r8, %rcx
